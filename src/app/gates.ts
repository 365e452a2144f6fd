/**
 * The visitor-facing gates, in one order so they never open on top of each other (README):
 * 1. the age gate (SPEC §4 age regulation: the locale enables it and no answer is stored),
 * 2. cookie consent (SPEC §4: no accept-cookies cookie and not a bot),
 * 3. the bonus popup (SPEC §4: after the first interaction, where the locale enables it), only
 *    once the first two are answered.
 * Loaded lazily by the boot when one of them is due.
 */
import type { BootInfo } from '../api/context';
import {
  BONUS_POPUP_INTERVAL_MS,
  RESPONSIBLE_GAMBLING_SLUG,
  STORAGE_BONUS_POPUP_SHOWN_AT,
} from '../config/constants';
import { isBot } from '../domain/rules/agents';
import { readAgeAnswer, readConsent } from '../consent/cookies';
import type { Store } from '../state/store';
import { localHref } from '../components/layout/site';

let settled: Promise<void> = Promise.resolve();

/** Runs the age gate and the consent dialog as due; resolves once both are answered. */
export function runGates(boot: BootInfo): Promise<void> {
  settled = (async () => {
    if (boot.configs.age_regulation && readAgeAnswer() === null) {
      const { askAge } = await import('../consent/dialogs');
      const adult = await askAge(localHref(boot.directory, RESPONSIBLE_GAMBLING_SLUG));
      if (!adult) return;
    }
    if (readConsent() === null && !isBot(navigator.userAgent)) {
      const { askConsent } = await import('../consent/dialogs');
      await askConsent({ settings: false });
    }
  })();
  return settled;
}

/** Opens the consent settings again (the footer's 'Cookie settings'). */
export async function changeConsent(): Promise<void> {
  await settled;
  const { askConsent } = await import('../consent/dialogs');
  await askConsent({ settings: true });
}

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
  await settled;
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
