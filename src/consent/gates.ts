/**
 * The age gate, then cookie consent (SPEC §4): one order, never on top of each other
 * (docs/visitor-flow.md). The boot decides which are due and loads this module (with the dialogs)
 * only then; the bonus popup (src/app/gates.ts) waits until both are answered.
 */
import { askAge, askConsent } from './dialogs';

let settled: Promise<void> = Promise.resolve();

/** Resolves once the gates of this page view are answered (at once when none was due). */
export function gatesSettled(): Promise<void> {
  return settled;
}

/** Asks what is due, age first; after a 'no' the visitor leaves for `responsibleGamblingHref`. */
export function runGates(o: {
  ageDue: boolean;
  consentDue: boolean;
  responsibleGamblingHref: string;
}): Promise<void> {
  settled = (async () => {
    if (o.ageDue && !(await askAge(o.responsibleGamblingHref))) return;
    if (o.consentDue) await askConsent({ settings: false });
  })();
  return settled;
}

/** Opens the consent choice again (the footer's 'Cookie settings'), after any open gate. */
export async function changeConsent(): Promise<void> {
  await settled;
  await askConsent({ settings: true });
}
