/**
 * Island runtime (product §4 Hydration). Eager and tiny: it scans [data-island] elements and
 * wakes each on its trigger — 'event' (first click, scroll, mouseover, focusin, touchstart,
 * keydown), 'viewport' (30 % visible, product §9; code preloaded a little earlier), 'idle'
 * (requestIdleCallback, optional data-idle-timeout in ms), 'load' (at once) or 'address' (at once
 * when the address has a query, else as 'event'). React and the
 * island's module load only then. Clicks made before hydration are held and replayed once on the
 * hydrated component; typed text, picked options and focus are kept. Everything outside islands is never hydrated.
 */
import {
  FIRST_COMPONENT_THRESHOLD,
  FOOTER_THRESHOLD,
  RETRY_COMPONENT_LOAD,
  VIEWPORT_HYDRATE_THRESHOLD,
} from '../config/constants';
import { retry } from '../domain/rules/backoff';
import { requestRefresh } from './errors';
import type { hydrateIsland } from './hydrate';
import { registeredIslands, type IslandTable } from './registry';

export { FIRST_COMPONENT_THRESHOLD, FOOTER_THRESHOLD, VIEWPORT_HYDRATE_THRESHOLD };

/** A viewport island's code starts loading this far before it is 30 % visible (CSS margin). */
export const VIEWPORT_PRELOAD_MARGIN = '300px 0px';

/** DOM events that wake an 'event' island (product §4: click, scroll, mouseover; plus keyboard/touch). */
export const WAKE_EVENTS = ['click', 'scroll', 'mouseover', 'focusin', 'touchstart', 'keydown'];

/** Context of the error mail sent when an island cannot hydrate (product §8). */
export const HYDRATION_FAILURE = 'Failed to hydrate component';

/**
 * Calls `cb` once, the first time `el` is at least `threshold` visible, then stops observing.
 * Exported for the other product §9 observers (footer 0.2, first component 0.4).
 */
export function observeOnce(
  el: Element,
  threshold: number,
  cb: () => void,
  rootMargin = '0px',
): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    cb();
    return () => undefined;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((e) => e.isIntersecting && e.intersectionRatio >= threshold)) {
        observer.disconnect();
        cb();
      }
    },
    { threshold, rootMargin },
  );
  observer.observe(el);
  return () => observer.disconnect();
}

/** Index path from `root` down to `node`, so the same element is found after hydration. */
function pathOf(root: Element, node: Element): number[] {
  const path: number[] = [];
  for (let n: Element | null = node; n && n !== root; n = n.parentElement) {
    const parent: Element | null = n.parentElement;
    if (!parent) return [];
    path.unshift(Array.prototype.indexOf.call(parent.children, n));
  }
  return path;
}

/** The element at `path` under `root`, if it still exists. */
function atPath(root: Element, path: number[]): Element | null {
  let n: Element | null = root;
  for (const i of path) n = n?.children[i] ?? null;
  return n;
}

/** Inputs whose value is typed text (not checkboxes: their click is replayed instead). */
function isTextField(el: Element): el is HTMLInputElement | HTMLTextAreaElement {
  return (
    el instanceof HTMLTextAreaElement ||
    (el instanceof HTMLInputElement && !['checkbox', 'radio', 'submit', 'button'].includes(el.type))
  );
}

/** Fields whose value the visitor may set before hydration: typed text and a picked option. */
function isValueField(
  el: Element,
): el is HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement {
  return el instanceof HTMLSelectElement || isTextField(el);
}

/** Dependencies a test can replace. */
export type RuntimeDeps = {
  /** The island table; default the one the client entry registered. */
  loaders?: IslandTable;
  /** Loads the React half; default is the real dynamic import. */
  loadHydrator?: () => Promise<{ hydrateIsland: typeof hydrateIsland }>;
  /** Sends the product §8 error mail; default is src/telemetry/error-mail (lazy). */
  reportError?: (context: string, error: unknown) => void;
  /** Pause between load attempts (tests pass one that does not wait). */
  sleep?: (ms: number) => Promise<void>;
  /** Loading waits for it (the client entry: the first paint and the whole sheet); clicks are held meanwhile. */
  after?: Promise<unknown>;
};

const defaultReport = (context: string, error: unknown): void => {
  void import('../telemetry/error-mail').then((m) => m.sendErrorMail({ context, error }));
};

/** One island's state in the page. */
type IslandState = { woken: boolean; done: Promise<void> | null };

const states = new WeakMap<Element, IslandState>();

/**
 * Wakes one island now: loads React and the island's module (5 attempts 75 ms apart, product §9),
 * hydrates its root and replays what was captured. Resolves false on failure, which has then been
 * mailed and the refresh popup requested (product §8). Calling it twice wakes once.
 */
export function wakeIsland(island: Element, deps: RuntimeDeps = {}): Promise<boolean> {
  const state = states.get(island) ?? { woken: false, done: null };
  states.set(island, state);
  if (state.done) return state.done.then(() => island.hasAttribute('data-hydrated'));
  state.woken = true;
  state.done = hydrate(island, deps);
  return state.done.then(() => island.hasAttribute('data-hydrated'));
}

/** Starts loading an island's code without hydrating (data-preload, viewport margin). */
export function preloadIsland(island: Element, deps: RuntimeDeps = {}): void {
  void Promise.resolve(deps.after).then(() => {
    const load = (deps.loaders ?? registeredIslands())[island.getAttribute('data-island') ?? ''];
    void load?.().catch(() => undefined);
    void (deps.loadHydrator ?? (() => import('./hydrate')))().catch(() => undefined);
  });
}

/** Captured before hydration: held clicks, typed or picked fields, the focused element. */
type Captured = { clicks: number[][]; typed: Map<string, { path: number[]; value: string }> };

/** Capture-phase listeners that hold early clicks and note typed or picked values until hydration. */
function capture(island: Element, root: Element, onWake: () => void): () => Captured {
  const captured: Captured = { clicks: [], typed: new Map() };
  const onClick = (event: Event): void => {
    const target = event.target instanceof Element ? event.target : null;
    if (!target || !root.contains(target)) return;
    // The static HTML must not act (submit, navigate); the hydrated component acts instead, once.
    event.preventDefault();
    event.stopPropagation();
    captured.clicks.push(pathOf(root, target));
    onWake();
  };
  const onInput = (event: Event): void => {
    const target = event.target instanceof Element ? event.target : null;
    if (!target || !root.contains(target) || !isValueField(target)) return;
    const path = pathOf(root, target);
    captured.typed.set(path.join('.'), { path, value: target.value });
    onWake();
  };
  island.addEventListener('click', onClick, true);
  island.addEventListener('input', onInput, true);
  return () => {
    island.removeEventListener('click', onClick, true);
    island.removeEventListener('input', onInput, true);
    return captured;
  };
}

/** Sorts index paths (pathOf) as their elements stand in the page. */
function inPageOrder(a: number[], b: number[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i += 1)
    if (a[i] !== b[i]) return (a[i] ?? 0) - (b[i] ?? 0);
  return a.length - b.length;
}

/** React's private value tracker on inputs: resetting it makes the next input event a change. */
type Tracked = { _valueTracker?: { setValue(v: string): void } };

/** After hydration: typed and picked values reach component state, focus stays, held clicks act once. */
function replay(root: Element, captured: Captured, focusPath: number[] | null): void {
  // In page order: a later picker's value may depend on an earlier one's.
  const fields = [...captured.typed.values()].sort((a, b) => inPageOrder(a.path, b.path));
  for (const { path, value } of fields) {
    const field = atPath(root, path);
    if (!field || !isValueField(field)) continue;
    const proto = Object.getPrototypeOf(field) as object;
    const descriptor = Object.getOwnPropertyDescriptor(proto, 'value');
    // A controlled field may have been reset to its prop; put the visitor's value back.
    if (field.value !== value) descriptor?.set?.call(field, value);
    // A select's component learns its value from the change event.
    if (field instanceof HTMLSelectElement) {
      field.dispatchEvent(new Event('change', { bubbles: true }));
      continue;
    }
    // Uncontrolled inputs keep the DOM value; controlled ones learn it from this input event.
    (field as Tracked)._valueTracker?.setValue('');
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
  if (focusPath) {
    const el = atPath(root, focusPath);
    const now = document.activeElement;
    // Back only if hydration dropped focus: a visitor who moved to the next field stays there.
    if (el instanceof HTMLElement && (now === null || now === document.body)) el.focus();
  }
  for (const path of captured.clicks) {
    const el = atPath(root, path);
    if (el instanceof HTMLElement) el.click();
  }
}

/** Parses the sibling <script data-island-props> (written by Island.tsx). */
function readProps(island: Element): Record<string, unknown> {
  const text = island.querySelector(':scope > script[data-island-props]')?.textContent ?? '{}';
  const value: unknown = JSON.parse(text);
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

async function hydrate(island: Element, deps: RuntimeDeps): Promise<void> {
  const name = island.getAttribute('data-island') ?? '';
  const root = island.querySelector(':scope > [data-island-root]');
  const release = captures.get(island);
  try {
    if (deps.after) await deps.after;
    const load = (deps.loaders ?? registeredIslands())[name];
    if (!root) throw new Error(`Island ${name} has no [data-island-root]`);
    if (!load) throw new Error(`Unknown island ${name}`);
    const loadHydrator = deps.loadHydrator ?? (() => import('./hydrate'));
    const [hydrator, module] = await retry(() => Promise.all([loadHydrator(), load()]), {
      ...RETRY_COMPONENT_LOAD,
      ...(deps.sleep ? { sleep: deps.sleep } : {}),
    });
    const active = document.activeElement;
    const focusPath = active && root.contains(active) ? pathOf(root, active) : null;
    await hydrator.hydrateIsland(root, module.default, readProps(island));
    island.setAttribute('data-hydrated', '');
    const captured = release?.() ?? { clicks: [], typed: new Map() };
    captures.delete(island);
    replay(root, captured, focusPath);
  } catch (error) {
    // product §8 hydration failure: error mail and the refresh popup. Held clicks are dropped.
    release?.();
    captures.delete(island);
    island.setAttribute('data-hydrate-failed', '');
    (deps.reportError ?? defaultReport)(HYDRATION_FAILURE, error);
    requestRefresh(HYDRATION_FAILURE);
  }
}

const captures = new WeakMap<Element, () => Captured>();

/** Arms one island's trigger (and its replay capture). */
function arm(island: Element, deps: RuntimeDeps): void {
  if (states.has(island) || captures.has(island)) return;
  const root = island.querySelector(':scope > [data-island-root]');
  const wake = (): void => void wakeIsland(island, deps);
  if (root) captures.set(island, capture(island, root, wake));
  const asked = island.getAttribute('data-trigger') ?? 'event';
  // A listing whose state is in the address: a shared link shows that state without waiting.
  const trigger = asked === 'address' ? (location.search ? 'load' : 'event') : asked;
  if (island.hasAttribute('data-preload')) preloadIsland(island, deps);
  switch (trigger) {
    case 'load':
      wake();
      return;
    case 'viewport': {
      // Island wrappers are display:contents (no box), so the rendered content is observed.
      const box = root?.firstElementChild ?? island;
      observeOnce(box, 0, () => preloadIsland(island, deps), VIEWPORT_PRELOAD_MARGIN);
      observeOnce(box, VIEWPORT_HYDRATE_THRESHOLD, wake);
      return;
    }
    case 'idle': {
      const timeout = Number(island.getAttribute('data-idle-timeout'));
      const options = Number.isFinite(timeout) && timeout > 0 ? { timeout } : {};
      if (typeof requestIdleCallback === 'function') requestIdleCallback(wake, options);
      else setTimeout(wake, 1);
      return;
    }
    default: {
      // 'event': the first interaction on the island; display:contents elements have no box, so
      // scroll is listened for on the window.
      const once = (): void => {
        for (const type of WAKE_EVENTS) island.removeEventListener(type, once, true);
        window.removeEventListener('scroll', once);
        wake();
      };
      for (const type of WAKE_EVENTS)
        island.addEventListener(type, once, { capture: true, passive: true });
      window.addEventListener('scroll', once, { passive: true });
    }
  }
}

/** Scans the document for islands and arms each; safe to call again for new content. */
export function startIslands(doc: ParentNode = document, deps: RuntimeDeps = {}): void {
  for (const island of Array.from(doc.querySelectorAll('[data-island]'))) arm(island, deps);
}
