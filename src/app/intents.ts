/**
 * What the page's own controls ask for, in one small lazy chunk the boot loads on the first
 * intent (hover, focus or click): a modal trigger's modal (`data-modal-open`, product §2 modals)
 * with its own props (`data-modal-props`, JSON our renderer wrote) and the page's context, or
 * for `withdraw-consent` the confirm dialog and the withdrawal; an operator link after the age
 * verification. A trigger marked `data-age-check` (the slot demo) does nothing after a 'no' at
 * the age gate and waits for the age verification where it is due (docs/visitor-flow.md). What
 * needs React loads from here, so this chunk stays small.
 */
import type { BootInfo } from '../api/context';
import { baseUrlFromDocument } from '../api/context';
import { responsibleGamblingHref } from './responsible-gambling';
import { ageCheckDue, readAgeAnswer, readConsent } from '../consent/cookies';
import { triggerNameOf, WITHDRAW_CONSENT } from '../domain/entities/modals';
import type { Store } from '../state/store';

/** Runs the age verification (its own chunk, with React's modal), then `resume` for an adult. */
function checkAgeThen(boot: BootInfo, resume: () => void): void {
  void import('./age-check').then((m) =>
    m.checkAgeThen(resume, responsibleGamblingHref(boot.directory)),
  );
}

/** A trigger's own props, or none when the attribute is missing or not a JSON object. */
function triggerProps(trigger: HTMLElement): Record<string, unknown> {
  try {
    const props: unknown = JSON.parse(trigger.dataset.modalProps ?? '{}');
    return typeof props === 'object' && props !== null && !Array.isArray(props)
      ? (props as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/** Opens modal `name` for `trigger`. */
export function openFromTrigger(store: Store, boot: BootInfo, trigger: HTMLElement): void {
  const name = triggerNameOf(trigger.dataset.modalOpen);
  if (!name) return;
  if (name === WITHDRAW_CONSENT) {
    void import('./consent-withdraw').then((m) => m.withdrawConsent(store));
    return;
  }
  const request = {
    name,
    props: {
      ...triggerProps(trigger),
      locale: boot.locale,
      directory: boot.directory,
      // The locale's own address (product §2 x-base-url), for links such as the referral link.
      base: baseUrlFromDocument(document, boot.directory),
      // The visitor's cookie choice (product §4): a demo frame needs marketing consent.
      consent: readConsent()?.categories ?? null,
    },
  };
  if (trigger.dataset.ageCheck === undefined) {
    store.openModal(request);
  } else if (readAgeAnswer() === 'no') {
    return;
  } else if (ageCheckDue(boot.configs.age_regulation)) {
    checkAgeThen(boot, () => store.openModal(request));
  } else {
    store.openModal(request);
  }
}

/** Follows an operator link (`/go/…`) once an adult's date of birth is in; never after a 'no'. */
export function followAfterAgeCheck(link: HTMLElement, boot: BootInfo): void {
  if (readAgeAnswer() !== 'no') checkAgeThen(boot, () => link.click());
}
