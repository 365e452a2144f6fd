/**
 * The page view's one sequence of first-visit dialogs (sequence.ts, product §4) and how openers
 * ask it for their turn. The boot starts it from the cookies before any lazy module loads, so
 * no opener can come early; it is kept on window, like the store, so every chunk sees one.
 */
import {
  advance,
  gatesAnswered,
  startSequence,
  turnOf,
  type Sequence,
  type SequencedDialog,
  type SequenceEvent,
} from './sequence';

type Holder = { sequence: Sequence; listeners: Set<() => void> };

const GLOBAL_KEY = '__appGateSequence';

function holder(): Holder {
  const global = window as unknown as Record<string, Holder | undefined>;
  global[GLOBAL_KEY] ??= {
    sequence: startSequence({ age: false, consent: false }),
    listeners: new Set(),
  };
  return global[GLOBAL_KEY];
}

/** Starts the page view's sequence with the gates due (the boot, once). */
export function startTurns(gates: { age: boolean; consent: boolean }): void {
  holder().sequence = startSequence(gates);
}

/** Moves the sequence on; false when nothing changed (an `open` out of turn). */
export function sendTurn(event: SequenceEvent): boolean {
  const h = holder();
  const next = advance(h.sequence, event);
  if (next === h.sequence) return false;
  h.sequence = next;
  for (const listener of [...h.listeners]) listener();
  return true;
}

/** Whether `dialog` is still to be shown in this page view. */
export function isDue(dialog: SequencedDialog): boolean {
  return holder().sequence.due.includes(dialog);
}

/** Resolves with the sequence as soon as `ready` holds for it. */
function waitFor(ready: (sequence: Sequence) => boolean): Promise<Sequence> {
  const h = holder();
  return new Promise((resolve) => {
    const check = (): void => {
      if (!ready(h.sequence)) return;
      h.listeners.delete(check);
      resolve(h.sequence);
    };
    h.listeners.add(check);
    check();
  });
}

/** Resolves when it is `dialog`'s turn (never after a 'no' at the age gate). */
export async function whenTurn(dialog: SequencedDialog): Promise<void> {
  await waitFor((sequence) => turnOf(sequence) === dialog);
}

/** Resolves once the gates are answered: true, or false after a 'no' at the age gate. */
export async function whenGatesAnswered(): Promise<boolean> {
  const sequence = await waitFor((s) => s.refused || gatesAnswered(s));
  return !sequence.refused;
}
