/**
 * The bonus popup (product §4): after the first interaction where the locale enables it, in its
 * turn after the age gate and consent (src/consent/turns.ts), and only once the visitor is idle
 * outside any form with no dialog open: it never covers a gate nor takes a field's focus.
 */
import type { BootInfo } from '../api/context';
import { CONFIRMATION_SELECTOR } from '../components/account/account-types';
import { BONUS_POPUP_IDLE_MS, BONUS_POPUP_INTERVAL_MS } from '../config/constants';
import { BONUS_POPUP_SHOWN_AT } from '../domain/entities/stored-items';
import { readItem, writeItem } from '../device/stored';
import { readAgeAnswer } from '../consent/cookies';
import { sendTurn, whenTurn } from '../consent/turns';
import type { Store } from '../state/store';

/** Whether the bonus popup was shown within the last day (unreadable storage: not shown). */
function shownRecently(now: number): boolean {
  const at = Date.parse(readItem(BONUS_POPUP_SHOWN_AT) ?? '');
  return now - at < BONUS_POPUP_INTERVAL_MS;
}

/** What the visitor does that restarts the wait for a quiet moment. */
const ACTIVITY = [
  'pointerdown',
  'pointermove',
  'keydown',
  'input',
  'wheel',
  'touchstart',
  'focusin',
];

/** Whether `element` is a form, a field or inside one. */
function inForm(element: Element | null): boolean {
  return (
    element instanceof HTMLElement &&
    element.isConnected &&
    (element.isContentEditable || element.closest('form, input, textarea, select') !== null)
  );
}

/**
 * Whether the visitor is in a form or a field, a dialog is up or a confirmation is on the page:
 * no moment for the popup.
 * Focus on the body says nothing (a disabled submit button drops it there), so then the last
 * thing the visitor pressed or focused tells where they are, and a form still sending counts
 * as one they are in (docs/visitor-flow.md).
 */
function busy(store: Store, last: Element | null): boolean {
  const active = document.activeElement;
  const focusLost = active === null || active === document.body;
  return (
    inForm(focusLost ? last : active) ||
    document.querySelector('form[aria-busy="true"]') !== null ||
    document.querySelector('dialog[open]') !== null ||
    document.querySelector(CONFIRMATION_SELECTOR) !== null ||
    store.getState().modal !== null
  );
}

/** Resolves once the visitor has done nothing for BONUS_POPUP_IDLE_MS and is not {@link busy}. */
function visitorIdle(store: Store): Promise<void> {
  return new Promise((resolve) => {
    const options = { capture: true, passive: true } as const;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let last: Element | null = null;
    const restart = (event?: Event): void => {
      if (event?.type === 'pointerdown' || event?.type === 'focusin') {
        last = event.target instanceof Element ? event.target : null;
      }
      clearTimeout(timer);
      timer = setTimeout(check, BONUS_POPUP_IDLE_MS);
    };
    const check = (): void => {
      if (busy(store, last)) {
        restart();
        return;
      }
      for (const type of ACTIVITY) window.removeEventListener(type, restart, options);
      resolve();
    };
    for (const type of ACTIVITY) window.addEventListener(type, restart, options);
    restart();
  });
}

/** Opens the popup with `props` when the sequence allows it; its turn ends when it closes. */
function openPopup(store: Store, props: Record<string, unknown>): void {
  if (!sendTurn({ type: 'open', dialog: 'popup' })) return;
  writeItem(BONUS_POPUP_SHOWN_AT, new Date().toISOString());
  store.openModal({ name: 'bonus-popup', props });
  const stop = store.subscribe((state) => {
    if (state.modal?.name === 'bonus-popup') return;
    stop();
    sendTurn({ type: 'done', dialog: 'popup' });
  });
}

/**
 * Loads the bonus popup's bonus and opens it at most once a day, in its turn and at a quiet
 * moment (product §4); a failure is logged with the product §8 message.
 */
export async function offerBonusPopup(store: Store, boot: BootInfo): Promise<void> {
  sendTurn({ type: 'want', dialog: 'popup' });
  await whenTurn('popup');
  try {
    if (readAgeAnswer() === 'no' || shownRecently(Date.now())) return;
    // The modal host loads with the bonus, so nothing stands between the quiet moment and the popup.
    const [{ readBonusPopup }] = await Promise.all([
      import('../api/endpoints'),
      import('./modal-mount'),
    ]);
    const offer = await readBonusPopup(boot.locale);
    if (!offer.bonus || !offer.casino) return;
    await visitorIdle(store);
    openPopup(store, { bonus: offer.bonus, casino: offer.casino, directory: boot.directory });
  } catch (error) {
    // product §8 'Bonus popup load failure'
    console.error("Couldn't load bonus popup service on client side", error);
  } finally {
    if (store.getState().modal?.name !== 'bonus-popup') sendTurn({ type: 'done', dialog: 'popup' });
  }
}
