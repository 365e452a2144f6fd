/**
 * The bonus popup (SPEC §4): after the first interaction where the locale enables it, and only
 * once the age gate and consent (src/consent/gates.ts) are answered, so they never open on top
 * of each other (docs/visitor-flow.md).
 */
import type { BootInfo } from '../api/context';
import { BONUS_POPUP_INTERVAL_MS, STORAGE_BONUS_POPUP_SHOWN_AT } from '../config/constants';
import { readAgeAnswer } from '../consent/cookies';
import { gatesSettled } from '../consent/gates';
import type { Store } from '../state/store';

/** Whether the bonus popup was shown within the last day (unreadable storage: not shown). */
function shownRecently(now: number): boolean {
  try {
    const at = Date.parse(localStorage.getItem(STORAGE_BONUS_POPUP_SHOWN_AT) ?? '');
    return now - at < BONUS_POPUP_INTERVAL_MS;
  } catch {
    return false;
  }
}

/**
 * Loads the bonus popup's bonus and opens it at most once a day, after the gates (SPEC §4); a
 * failure is logged with the SPEC §8 message.
 */
export async function offerBonusPopup(store: Store, boot: BootInfo): Promise<void> {
  await gatesSettled();
  if (readAgeAnswer() === 'no' || shownRecently(Date.now())) return;
  try {
    const { readBonusPopup } = await import('../api/endpoints');
    const offer = await readBonusPopup(boot.locale);
    if (!offer.bonus || !offer.casino) return;
    localStorage.setItem(STORAGE_BONUS_POPUP_SHOWN_AT, new Date().toISOString());
    store.openModal({
      name: 'bonus-popup',
      props: { bonus: offer.bonus, casino: offer.casino, directory: boot.directory },
    });
  } catch (error) {
    // SPEC §8 'Bonus popup load failure'
    console.error("Couldn't load bonus popup service on client side", error);
  }
}
