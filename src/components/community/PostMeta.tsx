/** Who wrote a post or comment and when (relative time in Bulgarian, product §9). */
import { useSyncExternalStore } from 'react';
import type { Avatar } from '../../domain/entities/user';
import { relativeTimeBg } from '../../domain/rules/time';
import { formatDate } from '../../i18n';

const never = () => () => undefined;
/** False in the server render and while hydrating, true after: a relative time is the browser's. */
const useAfterHydration = () =>
  useSyncExternalStore(
    never,
    () => true,
    () => false,
  );

/** The author line. */
export function PostMeta({
  name,
  avatar,
  createdAt,
}: {
  name: string;
  avatar: Avatar | null;
  createdAt: string;
}) {
  // The prerendered HTML dates a post; "преди 2 часа" would be wrong by the time it is read.
  const live = useAfterHydration();
  return (
    <header className="post-meta">
      {avatar ? (
        <img className="avatar" src={avatar.url} alt="" width={32} height={32} loading="lazy" />
      ) : (
        <span className="avatar avatar--empty" aria-hidden="true" />
      )}
      <strong className="post-meta__name">{name}</strong>{' '}
      <time dateTime={createdAt} title={formatDate(createdAt)}>
        {live ? relativeTimeBg(new Date(createdAt), new Date()) : formatDate(createdAt)}
      </time>
    </header>
  );
}
