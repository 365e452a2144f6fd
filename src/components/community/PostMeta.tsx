/** Who wrote a post or comment and when (relative time in Bulgarian, product §9). */
import type { Avatar } from '../../domain/entities/user';
import { relativeTimeBg } from '../../domain/rules/time';
import { formatDate } from '../../i18n';

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
  return (
    <header className="post-meta">
      {avatar ? (
        <img className="avatar" src={avatar.url} alt="" width={32} height={32} loading="lazy" />
      ) : (
        <span className="avatar avatar--empty" aria-hidden="true" />
      )}
      <strong className="post-meta__name">{name}</strong>{' '}
      <time dateTime={createdAt} title={formatDate(createdAt)}>
        {relativeTimeBg(new Date(createdAt), new Date())}
      </time>
    </header>
  );
}
