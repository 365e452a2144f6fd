/** The report-post form's submit (product §2 "feed report post"): a category and an optional note. */
import { useState } from 'react';
import { reportPost, unwrap } from '../../../api/users';
import { ReportPost } from '../../../domain/entities/user';
import { t } from '../../../i18n';
import { appStore } from '../../../state/store';
import { errorText } from '../../account/messages';
import { formText } from '../../forms/form-text';

/** The form's error sentence, the busy flag and the submit of a report on `postId`. */
export function useReportPost(postId: unknown, onClose: () => void) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (form: HTMLFormElement) => {
    const data = new FormData(form);
    const parsed = ReportPost.safeParse({
      postId,
      categoryId: Number(data.get('categoryId')),
      note: formText(data, 'note'),
    });
    if (!parsed.success) {
      setError(t('Изберете причина.'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      unwrap(await reportPost(parsed.data));
      appStore().addToast({ text: t('Благодарим! Ще прегледаме публикацията.'), type: 'success' });
      onClose();
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setBusy(false);
    }
  };
  return { error, busy, submit };
}
