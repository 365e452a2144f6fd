import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint, FIRST_PAINT_WAIT_MS } from '../../../src/app/first-paint';

type Entry = { name: string };
type Callback = (list: { getEntriesByName: (name: string) => Entry[] }) => void;

/** A browser's paint timeline: `paint(name)` reports one paint entry to every observer. */
function paintTimeline(supported = ['paint']) {
  const observers: Callback[] = [];
  class FakeObserver {
    static supportedEntryTypes = supported;
    constructor(private readonly callback: Callback) {}
    observe() {
      observers.push(this.callback);
    }
    disconnect() {
      observers.splice(observers.indexOf(this.callback), 1);
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  return {
    observers,
    paint(name: string) {
      for (const callback of [...observers])
        callback({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) });
    },
  };
}

/** Whether `promise` has settled once the queued microtasks ran. */
async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the runtime starts after the first contentful paint (product §4 Hydration)', () => {
  it('waits for the contentful paint, not for a first paint without content', async () => {
    const timeline = paintTimeline();
    const waiting = afterFirstPaint();
    expect(await settled(waiting)).toBe(false);
    timeline.paint('first-paint');
    expect(await settled(waiting)).toBe(false);
    timeline.paint('first-contentful-paint');
    expect(await settled(waiting)).toBe(true);
    expect(timeline.observers).toEqual([]);
  });

  it('starts anyway when a hidden page paints nothing', async () => {
    paintTimeline();
    const waiting = afterFirstPaint();
    await vi.advanceTimersByTimeAsync(FIRST_PAINT_WAIT_MS - 1);
    expect(await settled(waiting)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(waiting)).toBe(true);
  });

  it('without paint timing, waits for the frame after the next one', async () => {
    paintTimeline([]);
    const frames: (() => void)[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frames.push(callback));
    const waiting = afterFirstPaint();
    frames.shift()?.();
    expect(await settled(waiting)).toBe(false);
    frames.shift()?.();
    expect(await settled(waiting)).toBe(true);
  });
});
