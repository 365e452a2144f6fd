/** Sends the verification mail again (product §2 email resend), with its outcome beside it. */
import { useState } from 'react';
import { loadAuth } from '../../auth/load';
import { t } from '../../i18n';
import { errorText } from './messages';

/** The resend button of a waiting verification (product §2 email resend). */
export function ResendVerification() {
  const [state, setState] = useState<
    { kind: 'idle' | 'busy' | 'sent' } | { kind: 'failed'; text: string }
  >({
    kind: 'idle',
  });
  const resend = async () => {
    setState({ kind: 'busy' });
    try {
      await (await loadAuth()).resendVerification();
      setState({ kind: 'sent' });
    } catch (error) {
      setState({ kind: 'failed', text: errorText(error) });
    }
  };
  return (
    <p>
      <button
        type="button"
        className="button button--ghost"
        disabled={state.kind === 'busy'}
        onClick={() => void resend()}
      >
        {t('Изпрати писмото отново')}
      </button>{' '}
      {state.kind === 'sent' ? <span role="status">{t('Изпратихме ново писмо.')}</span> : null}
      {state.kind === 'failed' ? <span role="alert">{state.text}</span> : null}
    </p>
  );
}
