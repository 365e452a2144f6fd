/**
 * Withdrawing cookie consent from the footer (GDPR: as easy as giving it, product §4): the global
 * confirm dialog asks first (product §2); a yes stores 'necessary only', which stops event reports
 * and demo frames at once.
 */
import { writeConsent } from '../consent/cookies';
import { confirmDialog } from '../components/modals/confirm';
import { t } from '../i18n';
import type { Store } from '../state/store';

/** Asks, then withdraws consent to analytics and marketing. */
export async function withdrawConsent(store: Store): Promise<void> {
  const confirmed = await confirmDialog(
    t(
      'Withdraw your consent to analytics and marketing cookies? We will stop counting your visits and game demos will not load until you allow them again.',
    ),
    {
      title: t('Withdraw consent'),
      confirmLabel: t('Withdraw'),
      cancelLabel: t('Keep my choice'),
    },
  );
  if (!confirmed) return;
  writeConsent({ analytics: false, marketing: false });
  store.addToast({ text: t('Your consent was withdrawn.'), type: 'success' });
}
