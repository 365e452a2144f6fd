/**
 * A post's comments with their replies (product §3 post details with comments and replies), a
 * comment form and a reply form under each comment. Loaded when the visitor opens the thread.
 */
import { useState } from 'react';
import { createComment, postDetailsEndpoint, toggleLike, unwrap } from '../../api/users';
import { useEndpoint } from '../../api/use-endpoint';
import { requireAccount } from '../../auth/load';
import { NewComment, type Reply } from '../../domain/entities/user';
import { t } from '../../i18n';
import { appStore } from '../../state/store';
import { errorText } from '../account/messages';
import { fieldErrors } from '../forms/field-errors';
import { LikeButton } from './LikeButton';
import { PostMeta } from './PostMeta';
import { UserText } from './UserText';
import { formText } from '../forms/form-text';

/** The comment or reply form. */
function CommentForm({
  postId,
  parentId,
  label,
  onSent,
}: {
  postId: number;
  parentId: number | null;
  label: string;
  onSent: () => void;
}) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (form: HTMLFormElement) => {
    const text = formText(new FormData(form), 'text');
    const parsed = NewComment.safeParse({ postId, parentId, text });
    if (!parsed.success) {
      setError(fieldErrors(parsed.error).text ?? t('Please check this field.'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      if (!(await requireAccount(appStore()))) return;
      unwrap(await createComment(parsed.data));
      form.reset();
      onSent();
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      className="comment-form"
      data-comment-form={parentId === null ? 'comment' : 'reply'}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit(event.currentTarget);
      }}
    >
      <label>
        <span className="visually-hidden">{label}</span>
        <textarea name="text" rows={2} maxLength={1000} placeholder={label} required />
      </label>
      {error ? (
        <p className="field__error" role="alert">
          {error}
        </p>
      ) : null}
      <button type="submit" className="button button--small" disabled={busy}>
        {busy ? t('Sending…') : t('Изпрати')}
      </button>
    </form>
  );
}

/** One comment or reply. */
function CommentItem({ comment, onChange }: { comment: Reply; onChange: () => void }) {
  return (
    <article className="comment" data-comment-id={comment.id}>
      <PostMeta
        name={comment.authorName}
        avatar={comment.authorAvatar}
        createdAt={comment.createdAt}
      />
      <UserText text={comment.text} />
      <LikeButton
        likes={comment.likes}
        liked={comment.likedByMe}
        toggle={async () => unwrap(await toggleLike({ commentId: comment.id }))}
        onChange={onChange}
      />
    </article>
  );
}

/** Props of {@link PostThread}. */
export type PostThreadProps = {
  postId: number;
  locale: string;
  /** Called after a comment or reply was sent: the post's counts follow at once. */
  onCountsChange: () => void;
};

/** The thread of one post. */
export function PostThread({ postId, locale, onCountsChange }: PostThreadProps) {
  const { data, error, mutate } = useEndpoint(postDetailsEndpoint, locale, [postId]);
  const [replyTo, setReplyTo] = useState<number | null>(null);
  const refresh = () => void mutate();
  const sent = () => {
    refresh();
    onCountsChange();
  };
  if (error) return <p role="alert">{errorText(error)}</p>;
  if (!data) return <p role="status">{t('Loading…')}</p>;
  return (
    <div className="post-thread" data-thread={postId}>
      {data.comments.length === 0 ? <p>{t('Още няма коментари. Бъдете първи!')}</p> : null}
      <ol className="comment-list">
        {data.comments.map((comment) => (
          <li key={comment.id}>
            <CommentItem comment={comment} onChange={refresh} />
            {comment.replies.length > 0 ? (
              <ol className="reply-list">
                {comment.replies.map((reply) => (
                  <li key={reply.id}>
                    <CommentItem comment={reply} onChange={refresh} />
                  </li>
                ))}
              </ol>
            ) : null}
            {replyTo === comment.id ? (
              <CommentForm
                postId={postId}
                parentId={comment.id}
                label={t('Вашият отговор')}
                onSent={() => {
                  setReplyTo(null);
                  sent();
                }}
              />
            ) : (
              <button
                type="button"
                className="link-button"
                data-action="reply"
                onClick={() => setReplyTo(comment.id)}
              >
                {t('Отговори')}
              </button>
            )}
          </li>
        ))}
      </ol>
      <CommentForm postId={postId} parentId={null} label={t('Вашият коментар')} onSent={sent} />
    </div>
  );
}
