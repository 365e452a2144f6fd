/**
 * The order of a first visit's dialogs (product §4): the age gate, then cookie consent, then the
 * bonus popup, one at a time. A pure state machine: every opener asks it whose turn it is, so
 * the order never depends on which lazy module happens to load first.
 */

/** The dialogs the sequence orders, in their one order. */
export const SEQUENCE_ORDER = ['age', 'consent', 'popup'] as const;

/** One of them. */
export type SequencedDialog = (typeof SEQUENCE_ORDER)[number];

/** Where a page view stands. */
export type Sequence = {
  /** Dialogs still to be shown and answered (gates due at boot, a popup once wanted). */
  due: readonly SequencedDialog[];
  /** The dialog on screen, or null. */
  open: SequencedDialog | null;
  /** The visitor said 'no' at the age gate: nothing more opens (they are leaving). */
  refused: boolean;
};

/** What happens to the sequence. */
export type SequenceEvent =
  | { type: 'want'; dialog: SequencedDialog }
  | { type: 'open'; dialog: SequencedDialog }
  | { type: 'done'; dialog: SequencedDialog; refused?: boolean };

/** The sequence at boot, with the gates the cookies say are due. */
export function startSequence(gates: { age: boolean; consent: boolean }): Sequence {
  return {
    due: SEQUENCE_ORDER.filter((dialog) => dialog !== 'popup' && gates[dialog]),
    open: null,
    refused: false,
  };
}

/** The dialog that may open now: the first due in order, when none is open and none refused. */
export function turnOf(sequence: Sequence): SequencedDialog | null {
  if (sequence.open !== null || sequence.refused) return null;
  return SEQUENCE_ORDER.find((dialog) => sequence.due.includes(dialog)) ?? null;
}

/** Whether the age gate and consent are behind the visitor (false while one is due or open). */
export function gatesAnswered(sequence: Sequence): boolean {
  return !sequence.refused && !sequence.due.some((dialog) => dialog !== 'popup');
}

/**
 * The sequence after `event`. An `open` out of turn changes nothing: the opener must wait.
 * A `want` of a dialog already due, or of a gate (gates are due only from boot), is ignored.
 */
export function advance(sequence: Sequence, event: SequenceEvent): Sequence {
  switch (event.type) {
    case 'want':
      return event.dialog !== 'popup' || sequence.due.includes('popup')
        ? sequence
        : { ...sequence, due: [...sequence.due, 'popup'] };
    case 'open':
      return turnOf(sequence) === event.dialog ? { ...sequence, open: event.dialog } : sequence;
    case 'done':
      return {
        due: sequence.due.filter((dialog) => dialog !== event.dialog),
        open: sequence.open === event.dialog ? null : sequence.open,
        refused: sequence.refused || event.refused === true,
      };
  }
}
