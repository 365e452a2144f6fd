/**
 * The create-post modal (product §2 "feed create post"): text and an optional link, checked with
 * the user service's own schema before anything is sent; the feed revalidates on success.
 */
import { POST_LINK_MAX_CHARS, POST_TEXT_MAX_CHARS } from '../../domain/entities/user';
import { t } from '../../i18n';
import type { ModalBodyProps } from './body-props';
import { useCreatePost } from './feed/useCreatePost';
import { Modal } from './Modal';

/** The modal body. */
export default function FeedCreatePostModal({ onClose }: ModalBodyProps) {
  const { errors, busy, submit } = useCreatePost(onClose);
  return (
    <Modal title={t('Нова публикация')} onClose={onClose} name="feed-create-post">
      <form
        className="account-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit(event.currentTarget);
        }}
      >
        <div className="field">
          <label htmlFor="post-text">{t('Какво искате да споделите?')}</label>
          <textarea
            id="post-text"
            name="text"
            rows={5}
            maxLength={POST_TEXT_MAX_CHARS}
            required
            aria-invalid={errors.text ? true : undefined}
          />
          {errors.text ? (
            <p className="field__error" role="alert">
              {errors.text}
            </p>
          ) : null}
        </div>
        <div className="field">
          <label htmlFor="post-link">{t('Връзка (по желание)')}</label>
          <input
            id="post-link"
            name="link"
            type="url"
            maxLength={POST_LINK_MAX_CHARS}
            aria-invalid={errors.link ? true : undefined}
          />
          {errors.link ? (
            <p className="field__error" role="alert">
              {t('Please enter a web address.')}
            </p>
          ) : null}
        </div>
        {errors.form ? (
          <p className="form__error" role="alert">
            {errors.form}
          </p>
        ) : null}
        <button type="submit" className="button" disabled={busy}>
          {busy ? t('Sending…') : t('Публикувай')}
        </button>
      </form>
    </Modal>
  );
}
