/** The first-visit dialogs' order (product §4): age → consent → popup, one at a time. */
import { describe, expect, it } from 'vitest';
import {
  advance,
  gatesAnswered,
  startSequence,
  turnOf,
  type Sequence,
  type SequenceEvent,
} from '../../../src/consent/sequence';

const run = (start: Sequence, events: SequenceEvent[]): Sequence => events.reduce(advance, start);
const both = () => startSequence({ age: true, consent: true });

describe('startSequence', () => {
  it.each([
    [{ age: true, consent: true }, ['age', 'consent'], 'age'],
    [{ age: false, consent: true }, ['consent'], 'consent'],
    [{ age: true, consent: false }, ['age'], 'age'],
    [{ age: false, consent: false }, [], null],
  ] as const)('%o: due %o, first turn %s', (gates, due, turn) => {
    const sequence = startSequence(gates);
    expect(sequence.due).toEqual(due);
    expect(turnOf(sequence)).toBe(turn);
    expect(gatesAnswered(sequence)).toBe(due.length === 0);
  });
});

describe('advance', () => {
  it('a popup wanted before the gates waits for both of them, whatever the event order', () => {
    let s = advance(both(), { type: 'want', dialog: 'popup' });
    expect(turnOf(s)).toBe('age');
    // Out of turn: nothing changes.
    expect(advance(s, { type: 'open', dialog: 'popup' })).toBe(s);
    expect(advance(s, { type: 'open', dialog: 'consent' })).toBe(s);
    s = advance(s, { type: 'open', dialog: 'age' });
    expect(turnOf(s)).toBeNull();
    expect(advance(s, { type: 'open', dialog: 'consent' })).toBe(s);
    s = advance(s, { type: 'done', dialog: 'age' });
    expect(turnOf(s)).toBe('consent');
    expect(gatesAnswered(s)).toBe(false);
    s = run(s, [
      { type: 'open', dialog: 'consent' },
      { type: 'done', dialog: 'consent' },
    ]);
    expect(gatesAnswered(s)).toBe(true);
    expect(turnOf(s)).toBe('popup');
    s = advance(s, { type: 'open', dialog: 'popup' });
    expect(s.open).toBe('popup');
    expect(turnOf(advance(s, { type: 'done', dialog: 'popup' }))).toBeNull();
  });

  it('a popup wanted after the gates has its turn at once; wanting it twice adds it once', () => {
    const s = run(startSequence({ age: false, consent: false }), [
      { type: 'want', dialog: 'popup' },
      { type: 'want', dialog: 'popup' },
    ]);
    expect(s.due).toEqual(['popup']);
    expect(turnOf(s)).toBe('popup');
  });

  it('a gate cannot be wanted later: only the cookies at boot make one due', () => {
    const s = startSequence({ age: false, consent: false });
    expect(advance(s, { type: 'want', dialog: 'age' })).toBe(s);
    expect(advance(s, { type: 'want', dialog: 'consent' })).toBe(s);
  });

  it("after a 'no' at the age gate nothing else opens", () => {
    const s = run(both(), [
      { type: 'want', dialog: 'popup' },
      { type: 'open', dialog: 'age' },
      { type: 'done', dialog: 'age', refused: true },
    ]);
    expect(s.refused).toBe(true);
    expect(turnOf(s)).toBeNull();
    expect(gatesAnswered(s)).toBe(false);
    expect(advance(s, { type: 'open', dialog: 'consent' })).toBe(s);
  });

  it('a dialog that is done without opening leaves the open one open', () => {
    const s = run(both(), [
      { type: 'open', dialog: 'age' },
      { type: 'done', dialog: 'popup' },
    ]);
    expect(s.open).toBe('age');
    expect(s.due).toEqual(['age', 'consent']);
  });
});
