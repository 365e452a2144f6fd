/**
 * The age gate, then cookie consent (product §4), each in its turn of the page view's sequence
 * (turns.ts): one order, never on top of each other. The boot decides which are due and loads
 * this module (with the dialogs) only then; the bonus popup (src/app/gates.ts) waits its turn.
 */
import { askAge, askConsent } from './dialogs';
import { isDue, sendTurn, whenGatesAnswered, whenTurn } from './turns';

/** Asks what is due, age first; after a 'no' the visitor leaves for `responsibleGamblingHref`. */
export async function runGates(o: { responsibleGamblingHref: string }): Promise<void> {
  const ask = {
    age: () => askAge(o.responsibleGamblingHref),
    consent: () => askConsent({ settings: false }).then(() => true),
  };
  for (const gate of ['age', 'consent'] as const) {
    if (!isDue(gate)) continue;
    await whenTurn(gate);
    sendTurn({ type: 'open', dialog: gate });
    const passed = await ask[gate]();
    sendTurn({ type: 'done', dialog: gate, refused: !passed });
    if (!passed) return;
  }
}

/** Opens the consent choice again (the footer's 'Cookie settings'), once the gates are answered. */
export async function changeConsent(): Promise<void> {
  if (await whenGatesAnswered()) await askConsent({ settings: true });
}
