/**
 * Withdrawing cookie consent from the footer (GDPR: as easy as giving it, product §4): the global
 * confirm dialog asks first (product §2); a yes stores 'necessary only', which stops event reports
 * and demo frames at once and deletes what the consent allowed: the visitor id, the tab's
 * history, a friend's invitation (src/consent/choice.ts writeConsent, docs/consent.md).
 */
import { writeConsent } from '../consent/choice';
import { confirmDialog } from '../components/modals/confirm';
import { t } from '../i18n';
import type { Store } from '../state/store';

/** Asks, then withdraws consent to analytics and marketing. */
export async function withdrawConsent(store: Store): Promise<void> {
  const confirmed = await confirmDialog(
    t(
      'Withdraw your consent to analytics and marketing cookies? We will stop counting your visits, delete the id kept for them in this browser, and game demos will not load until you allow them again.',
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
