/**
 * The create-post form's submit (product §2 "feed create post"): checked with the user service's own
 * schema before anything is sent; the feed revalidates on success.
 */
import { useState } from 'react';
import { createPost, unwrap } from '../../../api/users';
import { t } from '../../../i18n';
import { appStore } from '../../../state/store';
import { errorText } from '../../account/messages';
import { announceFeedChange } from '../../community/feed-events';
import { parsePostForm } from '../../community/post-form';
import { fieldErrors } from '../../forms/field-errors';

/** The field errors ('form' for the service's answer), the busy flag and the submit. */
export function useCreatePost(onClose: () => void) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const submit = async (form: HTMLFormElement) => {
    const parsed = parsePostForm(form);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setBusy(true);
    setErrors({});
    try {
      unwrap(await createPost(parsed.data));
      appStore().addToast({ text: t('Публикацията е добавена.'), type: 'success' });
      announceFeedChange();
      onClose();
    } catch (error) {
      setErrors({ form: errorText(error) });
    } finally {
      setBusy(false);
    }
  };
  return { errors, busy, submit };
}
