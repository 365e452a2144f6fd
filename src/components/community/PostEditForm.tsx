/** A post's edit form, in place (product §3 posts; the user service checks the owner, product §7). */
import { useState } from 'react';
import { editPost, unwrap } from '../../api/users';
import type { Post } from '../../domain/entities/user';
import { t } from '../../i18n';
import { errorText } from '../account/messages';
import { fieldErrors } from '../forms/field-errors';
import { parsePostForm } from './post-form';

/** Props of {@link PostEditForm}. */
export type PostEditFormProps = {
  post: Post;
  /** Called when the form closes: saved or cancelled. */
  onDone: (saved: boolean) => void;
};

/** The post's edit form, in place. */
export function PostEditForm({ post, onDone }: PostEditFormProps) {
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
