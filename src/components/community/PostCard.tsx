/**
 * One post of the feed (SPEC §3 posts): author, time, text, link, likes, its thread on demand,
 * report, and for its author edit and delete (the user service checks the owner, SPEC §7).
 */
import { useState } from 'react';
import { deletePost, editPost, toggleLike, unwrap } from '../../api/users';
import { requireAccount } from '../../auth/load';
import type { Post } from '../../domain/entities/user';
import { formatNumber, t } from '../../i18n';
import { appStore } from '../../state/store';
import { useAppState } from '../../state/use-app-state';
import { errorText } from '../account/messages';
import { fieldErrors } from '../forms/field-errors';
import { parsePostForm } from './post-form';
import { LikeButton } from './LikeButton';
import { PostMeta } from './PostMeta';
import { PostThread } from './PostThread';
import { confirmDialog } from '../modals/confirm';
import { UserLink, UserText } from './UserText';

/** The post's edit form, in place. */
function EditForm({ post, onDone }: { post: Post; onDone: (saved: boolean) => void }) {
  const [error, setError] = useState<string | null>(null);
  const submit = async (form: HTMLFormElement) => {
    const parsed = parsePostForm(form);
    if (!parsed.success) {
      setError(Object.values(fieldErrors(parsed.error))[0] ?? t('Please check this field.'));
      return;
    }
    try {
      unwrap(await editPost(post.id, parsed.data));
      onDone(true);
    } catch (failure) {
      setError(errorText(failure));
    }
  };
  return (
    <form
      className="post-edit"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit(event.currentTarget);
      }}
    >
      <label>
        {t('Текст')}
        <textarea name="text" rows={4} maxLength={2000} defaultValue={post.text} required />
      </label>
      <label>
        {t('Връзка (по желание)')}
        <input name="link" type="url" maxLength={500} defaultValue={post.link ?? ''} />
      </label>
      {error ? (
        <p className="field__error" role="alert">
          {error}
        </p>
      ) : null}
      <button type="submit" className="button button--small">
        {t('Запази')}
      </button>{' '}
      <button type="button" className="link-button" onClick={() => onDone(false)}>
        {t('Отказ')}
      </button>
    </form>
  );
}

/** The card. */
export function PostCard({
  post,
  locale,
  onChange,
}: {
  post: Post;
  locale: string;
  onChange: () => void;
}) {
  const uid = useAppState((s) => (s.user && !s.user.isAnonymous ? s.user.uid : null));
  const [open, setOpen] = useState(false);
  const [editing, setEditing] = useState(false);
  const own = uid !== null && uid === post.authorUid;

  const remove = async () => {
    // SPEC §2 global confirm dialog: a deleted post takes its comments with it.
    const sure = await confirmDialog(t('Публикацията и коментарите към нея ще бъдат изтрити.'), {
      title: t('Да се изтрие ли публикацията?'),
      confirmLabel: t('Изтрий'),
    });
    if (!sure) return;
    try {
      unwrap(await deletePost(post.id));
      onChange();
    } catch (error) {
      appStore().addToast({ text: errorText(error), type: 'error' });
    }
  };
  const report = async () => {
    if (await requireAccount(appStore())) {
      appStore().openModal({ name: 'feed-report-post', props: { postId: post.id, locale } });
    }
  };

  return (
    <article className="card post" data-post-id={post.id}>
      <PostMeta name={post.authorName} avatar={post.authorAvatar} createdAt={post.createdAt} />
      {editing ? (
        <EditForm
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
          <>
            <button
              type="button"
              className="link-button"
              data-action="edit"
              onClick={() => setEditing(true)}
            >
              {t('Редактирай')}
            </button>
            <button
              type="button"
              className="link-button"
              data-action="delete"
              onClick={() => void remove()}
            >
              {t('Изтрий')}
            </button>
          </>
        ) : (
          <button
            type="button"
            className="link-button"
            data-action="report"
            onClick={() => void report()}
          >
            {t('Докладвай')}
          </button>
        )}
      </footer>
      {open ? <PostThread postId={post.id} locale={locale} /> : null}
    </article>
  );
}
