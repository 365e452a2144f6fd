/** What a profile panel shows while its read loads or after it failed (never a blank panel). */
import { t } from '../../i18n';
import { errorText } from '../account/messages';

/** Props of {@link ReadState}. */
export type ReadStateProps = {
  /** The read's error, if it failed. */
  error: unknown;
  /** Reads again. */
  onRetry: () => void;
};

/** The loading line, or the error's Bulgarian text with a retry button. */
export function ReadState({ error, onRetry }: ReadStateProps) {
  if (!error) {
    return (
      <p className="muted" role="status" data-profile-loading="">
        {t('Loading…')}
      </p>
    );
  }
  return (
    <div className="notice notice--error" role="alert" data-profile-error="">
      <p>{errorText(error)}</p>
      <button type="button" className="button button--ghost" onClick={onRetry}>
        {t('Try again')}
      </button>
    </div>
  );
}
