/**
 * The report-post modal (product §2 "feed report post"): a category from the user service (product §3
 * report categories) and an optional note.
 */
import { reportCategoriesEndpoint } from '../../api/users';
import { useEndpoint } from '../../api/use-endpoint';
import { REPORT_NOTE_MAX_CHARS } from '../../domain/entities/user';
import { t } from '../../i18n';
import { errorText } from '../account/messages';
import type { ModalBodyProps } from './body-props';
import { useReportPost } from './feed/useReportPost';
import { Modal } from './Modal';

/** The modal body. */
export default function FeedReportPostModal({ props, onClose }: ModalBodyProps) {
  const locale = typeof props.locale === 'string' ? props.locale : '';
  const { data: categories, error: loadError } = useEndpoint(reportCategoriesEndpoint, locale, []);
  const { error, busy, submit } = useReportPost(props.postId, onClose);
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
