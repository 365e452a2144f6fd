/**
 * The report-post modal (SPEC §2 "feed report post"): a category from the user service (SPEC §3
 * report categories) and an optional note.
 */
import { useState } from 'react';
import { reportCategoriesEndpoint, reportPost, unwrap } from '../../api/users';
import { useEndpoint } from '../../api/use-endpoint';
import { REPORT_NOTE_MAX_CHARS, ReportPost } from '../../domain/entities/user';
import { t } from '../../i18n';
import { appStore } from '../../state/store';
import { errorText } from '../account/messages';
import type { ModalBodyProps } from './body-props';
import { Modal } from './Modal';
import { formText } from '../forms/form-text';

/** The modal body. */
export default function FeedReportPostModal({ props, onClose }: ModalBodyProps) {
  const locale = typeof props.locale === 'string' ? props.locale : '';
  const { data: categories, error: loadError } = useEndpoint(reportCategoriesEndpoint, locale, []);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (form: HTMLFormElement) => {
    const data = new FormData(form);
    const parsed = ReportPost.safeParse({
      postId: props.postId,
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
  return (
    <Modal title={t('Докладвай публикация')} onClose={onClose} name="feed-report-post">
      {loadError ? <p role="alert">{errorText(loadError)}</p> : null}
      {!categories && !loadError ? <p role="status">{t('Loading…')}</p> : null}
      {categories ? (
        <form
          className="account-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit(event.currentTarget);
          }}
        >
          <fieldset>
            <legend>{t('Причина')}</legend>
            {categories.map((category) => (
              <label key={category.id} className="choice">
                <input type="radio" name="categoryId" value={category.id} required />{' '}
                {category.label}
              </label>
            ))}
          </fieldset>
          <div className="field">
            <label htmlFor="report-note">{t('Бележка (по желание)')}</label>
            <textarea id="report-note" name="note" rows={3} maxLength={REPORT_NOTE_MAX_CHARS} />
          </div>
          {error ? (
            <p className="form__error" role="alert">
              {error}
            </p>
          ) : null}
          <button type="submit" className="button" disabled={busy}>
            {busy ? t('Sending…') : t('Изпрати')}
          </button>
        </form>
      ) : null}
    </Modal>
  );
}
