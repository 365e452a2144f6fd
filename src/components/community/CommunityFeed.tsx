/**
 * The community feed (product §2 /feed) as an island: posts newest first in pages of the product §9
 * default size, a "more" button, and the button that opens the create-post modal. Reading is
 * public; writing asks for a verified account (product §6). The identity service stays lazy here
 * (product §4): it loads on the visitor's first interaction or first write.
 */
import { useEffect, useState } from 'react';
import { feedPostsEndpoint } from '../../api/users';
import { useEndpoint } from '../../api/use-endpoint';
import { requireAccount } from '../../auth/load';
import { DEFAULT_PAGE_SIZE } from '../../config/constants';
import { t } from '../../i18n';
import { appStore } from '../../state/store';
import { useAppState } from '../../state/use-app-state';
import type { ApiIslandProps } from '../interactive/props';
import { errorText } from '../account/messages';
import { FEED_CHANGED_EVENT } from './feed-events';
import { PostCard } from './PostCard';

/** Props of {@link CommunityFeed}. */
export type CommunityFeedProps = ApiIslandProps & { heading: string };

/** One page of posts; the last page offers the next. */
function FeedPage({
  locale,
  page,
  last,
  onMore,
}: {
  locale: string;
  page: number;
  last: boolean;
  onMore: () => void;
}) {
  const { data, error, mutate } = useEndpoint(feedPostsEndpoint, locale, [page, DEFAULT_PAGE_SIZE]);
  const uid = useAppState((s) => s.user?.uid ?? null);
  // likedByMe is the reader's: read again once the visitor is known, and after any change.
  useEffect(() => {
    if (uid !== null) void mutate();
  }, [uid, mutate]);
  useEffect(() => {
    const refresh = (): void => void mutate();
    window.addEventListener(FEED_CHANGED_EVENT, refresh);
    return () => window.removeEventListener(FEED_CHANGED_EVENT, refresh);
  }, [mutate]);
  if (error) return <p role="alert">{errorText(error)}</p>;
  if (!data) return <p role="status">{t('Loading…')}</p>;
  const more = data.page * data.pageSize < data.total;
  return (
    <>
      {data.items.map((post) => (
        <PostCard key={post.id} post={post} locale={locale} onChange={() => void mutate()} />
      ))}
      {page === 1 && data.items.length === 0 ? <p>{t('Още няма публикации.')}</p> : null}
      {last && more ? (
        <button type="button" className="button button--ghost" data-action="more" onClick={onMore}>
          {t('Още публикации')}
        </button>
      ) : null}
    </>
  );
}

/** The feed. */
export function CommunityFeed({ locale, heading }: CommunityFeedProps) {
  const [pages, setPages] = useState(1);
  const write = async () => {
    if (await requireAccount(appStore())) {
      appStore().openModal({ name: 'feed-create-post', props: {} });
    }
  };
  return (
    <section className="community-feed" aria-labelledby="feed-heading">
      <div className="community-feed__head">
        <h2 id="feed-heading">{heading}</h2>
        <button
          type="button"
          className="button"
          data-action="new-post"
          onClick={() => void write()}
        >
          {t('Нова публикация')}
        </button>
      </div>
      <div className="community-feed__posts" aria-live="polite">
        {Array.from({ length: pages }, (_, i) => (
          <FeedPage
            key={i + 1}
            locale={locale}
            page={i + 1}
            last={i + 1 === pages}
            onMore={() => setPages(pages + 1)}
          />
        ))}
      </div>
    </section>
  );
}

export default CommunityFeed;
