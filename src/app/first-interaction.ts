/**
 * The visitor's first interaction: what waits for it (the page's store read, the service worker,
 * the bonus popup; product §4, §9) starts on it. Watched from the page script's first line, since
 * the runtime itself starts only after the first paint (first-paint.ts): an interaction before
 * then still counts.
 */

/** What counts as the visitor's first interaction (the event triggers of islands and more). */
const INTERACTION_EVENTS = [
  'pointerdown',
  'pointermove',
  'keydown',
  'wheel',
  'touchstart',
  'scroll',
];

const OPTIONS = { capture: true, passive: true } as const;

let interacted = false;
const waiting: (() => void)[] = [];

/** A move by nothing is Chromium's, for a pointer at rest as a gate opens (product §4). */
function byVisitor(event: Event): boolean {
  const { movementX, movementY } = event as Partial<MouseEvent>;
  return event.type !== 'pointermove' || movementX !== 0 || movementY !== 0;
}

function interact(event: Event): void {
  if (!byVisitor(event)) return;
  for (const type of INTERACTION_EVENTS) window.removeEventListener(type, interact, OPTIONS);
  interacted = true;
  for (const task of waiting.splice(0)) task();
}

/** Starts watching; the page script calls it first. */
export function watchFirstInteraction(): void {
  for (const type of INTERACTION_EVENTS) window.addEventListener(type, interact, OPTIONS);
}

/** True once the visitor has interacted with the page. */
export function hasInteracted(): boolean {
  return interacted;
}

/** Runs `task` once, on the first interaction with the page, or now if it has happened. */
export function onFirstInteraction(task: () => void): void {
  if (interacted) task();
  else waiting.push(task);
}
