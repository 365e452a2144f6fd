/**
 * One post of the feed (product §3 posts): author, time, text, link, likes, its thread on demand,
 * report, and for its author edit and delete (the user service checks the owner, product §7).
 */
import { useState } from 'react';
import { toggleLike, unwrap } from '../../api/users';
import type { Post } from '../../domain/entities/user';
import { formatNumber, t } from '../../i18n';
import { useAppState } from '../../state/use-app-state';
import { LikeButton } from './LikeButton';
import { reportPost } from './post-actions';
import { PostEditForm } from './PostEditForm';
import { PostMeta } from './PostMeta';
import { PostOwnActions } from './PostOwnActions';
import { PostThread } from './PostThread';
import { UserLink, UserText } from './UserText';

/** Props of {@link PostCard}. */
export type PostCardProps = {
  post: Post;
  locale: string;
  /** Called after the post changed (liked, edited, deleted, commented on): the feed reloads. */
  onChange: () => void;
};

/** The card. */
export function PostCard({ post, locale, onChange }: PostCardProps) {
  const uid = useAppState((s) => (s.user && !s.user.isAnonymous ? s.user.uid : null));
  const [open, setOpen] = useState(false);
  const [editing, setEditing] = useState(false);
  const own = uid !== null && uid === post.authorUid;

  return (
    <article className="card post" data-post-id={post.id}>
      <PostMeta name={post.authorName} avatar={post.authorAvatar} createdAt={post.createdAt} />
      {editing ? (
        <PostEditForm
          post={post}
          onDone={(saved) => {
            setEditing(false);
            if (saved) onChange();
          }}
        />
      ) : (
        <>
          <UserText text={post.text} />
          {post.link ? <UserLink href={post.link} /> : null}
        </>
      )}
      <footer className="post__actions">
        <LikeButton
          likes={post.likes}
          liked={post.likedByMe}
          toggle={async () => unwrap(await toggleLike({ postId: post.id }))}
          onChange={onChange}
        />
        <button
          type="button"
          className="link-button"
          aria-expanded={open}
          data-action="comments"
          onClick={() => setOpen(!open)}
        >
          {t('Коментари ({count})', { count: formatNumber(post.commentCount) })}
        </button>
        {own ? (
          <PostOwnActions post={post} onEdit={() => setEditing(true)} onChange={onChange} />
        ) : (
          <button
            type="button"
            className="link-button"
            data-action="report"
            onClick={() => void reportPost(post, locale)}
          >
            {t('Докладвай')}
          </button>
        )}
      </footer>
      {open ? <PostThread postId={post.id} locale={locale} onCountsChange={onChange} /> : null}
    </article>
  );
}
