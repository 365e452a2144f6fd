import { afterEach, describe, expect, it, vi } from 'vitest';

/** A fresh module (its state is per page) over a fake window. */
async function freshPage() {
  vi.resetModules();
  const page = new EventTarget();
  vi.stubGlobal('window', page);
  const module = await import('../../../src/app/first-interaction');
  return {
    ...module,
    interact: (type = 'pointermove') => page.dispatchEvent(new Event(type)),
    /** A pointermove that moved by `x`, `y` (the browser's own for a resting pointer: 0, 0). */
    move: (x: number, y: number) =>
      page.dispatchEvent(Object.assign(new Event('pointermove'), { movementX: x, movementY: y })),
  };
}

afterEach(() => vi.unstubAllGlobals());

describe("the visitor's first interaction (product §4 store reads, §9 pwa)", () => {
  it('counts an interaction made before the runtime asked for it', async () => {
    const page = await freshPage();
    page.watchFirstInteraction();
    page.interact('keydown');
    const task = vi.fn();
    page.onFirstInteraction(task);
    expect(task).toHaveBeenCalledOnce();
  });

  it('runs each waiting task once, on the first interaction only', async () => {
    const page = await freshPage();
    page.watchFirstInteraction();
    const first = vi.fn();
    const second = vi.fn();
    page.onFirstInteraction(first);
    page.onFirstInteraction(second);
    expect(first).not.toHaveBeenCalled();
    page.interact('scroll');
    page.interact('pointerdown');
    expect(first).toHaveBeenCalledOnce();
    expect(second).toHaveBeenCalledOnce();
  });

  it('takes a pointer moved by nothing for the browser, one moved at all for the visitor', async () => {
    const page = await freshPage();
    page.watchFirstInteraction();
    const task = vi.fn();
    page.onFirstInteraction(task);
    page.move(0, 0);
    expect(task).not.toHaveBeenCalled();
    expect(page.hasInteracted()).toBe(false);
    page.move(0, 1);
    expect(task).toHaveBeenCalledOnce();
  });
});
