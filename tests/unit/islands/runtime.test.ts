// @vitest-environment happy-dom
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startIslands, wakeIsland } from '../../../src/islands/runtime';
import type { IslandModule } from '../../../src/islands/registry';

function Counter() {
  const [n, setN] = useState(0);
  return createElement('button', { type: 'button', onClick: () => setN(n + 1) }, `n=${n}`);
}
function Controlled() {
  const [v, setV] = useState('');
  return createElement(
    'div',
    null,
    createElement('input', {
      value: v,
      onChange: (e: { target: { value: string } }) => setV(e.target.value),
    }),
    createElement('output', null, `v=${v}`),
  );
}

function Picker() {
  const [v, setV] = useState('');
  return createElement(
    'div',
    null,
    createElement(
      'select',
      { value: v, onChange: (e: { target: { value: string } }) => setV(e.target.value) },
      ...['', 'a', 'b'].map((o) => createElement('option', { key: o, value: o }, o || '—')),
    ),
    createElement('output', null, `v=${v}`),
  );
}

function mount(name: string, html: string, trigger = 'event'): HTMLElement {
  document.body.innerHTML = `<div data-island="${name}" data-trigger="${trigger}"><div data-island-root>${html}</div><script type="application/json" data-island-props>{}</script></div>`;
  return document.querySelector('[data-island]')!;
}
const module = (c: unknown) => () => Promise.resolve({ default: c } as IslandModule);
const hydrator = () => import('../../../src/islands/hydrate');

afterEach(() => {
  document.body.innerHTML = '';
});

describe('island runtime', () => {
  it('holds a click made before hydration and replays it exactly once', async () => {
    const island = mount('Counter', renderToString(createElement(Counter)));
    const deps = { loaders: { Counter: module(Counter) }, loadHydrator: hydrator };
    startIslands(document, deps);
    island.querySelector('button')!.click();
    expect(await wakeIsland(island, deps)).toBe(true);
    await vi.waitFor(() => expect(island.querySelector('button')!.textContent).toBe('n=1'));
  });

  it('loads no code before `after`, and holds a click made meanwhile until then', async () => {
    const island = mount('Counter', renderToString(createElement(Counter)));
    let painted: () => void = () => undefined;
    const after = new Promise<void>((resolve) => (painted = resolve));
    const load = vi.fn(module(Counter));
    startIslands(document, { loaders: { Counter: load }, loadHydrator: hydrator, after });
    island.querySelector('button')!.click();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(load).not.toHaveBeenCalled();
    expect(island.querySelector('button')!.textContent).toBe('n=0');
    painted();
    await vi.waitFor(() => expect(island.querySelector('button')!.textContent).toBe('n=1'));
    expect(load).toHaveBeenCalledOnce();
  });

  it('a controlled input learns text typed before hydration', async () => {
    const island = mount('Controlled', renderToString(createElement(Controlled)));
    const deps = { loaders: { Controlled: module(Controlled) }, loadHydrator: hydrator };
    startIslands(document, deps);
    const input = island.querySelector('input')!;
    input.value = 'hello';
    input.dispatchEvent(new Event('input', { bubbles: true }));
    expect(await wakeIsland(island, deps)).toBe(true);
    await vi.waitFor(() => expect(island.querySelector('output')!.textContent).toBe('v=hello'));
    expect(island.querySelector('input')!.value).toBe('hello');
  });

  it('a controlled select learns the option picked before hydration', async () => {
    const island = mount('Picker', renderToString(createElement(Picker)));
    const deps = { loaders: { Picker: module(Picker) }, loadHydrator: hydrator };
    startIslands(document, deps);
    const select = island.querySelector('select')!;
    // A closed select's arrow key: the browser sets the value and fires input, then change.
    select.value = 'b';
    select.dispatchEvent(new Event('input', { bubbles: true }));
    select.dispatchEvent(new Event('change', { bubbles: true }));
    expect(await wakeIsland(island, deps)).toBe(true);
    await vi.waitFor(() => expect(island.querySelector('output')!.textContent).toBe('v=b'));
    expect(island.querySelector('select')!.value).toBe('b');
  });

  it('replays fields in page order, whatever order they were set in', async () => {
    const log: string[] = [];
    const Pair = () =>
      createElement(
        'div',
        null,
        ...[0, 1].map((n) =>
          createElement('input', {
            key: n,
            defaultValue: '',
            onChange: (e: { target: { value: string } }) => log.push(`${n}:${e.target.value}`),
          }),
        ),
      );
    const island = mount('Pair', renderToString(createElement(Pair)));
    const deps = { loaders: { Pair: module(Pair) }, loadHydrator: hydrator };
    startIslands(document, deps);
    const [first, second] = [...island.querySelectorAll('input')];
    for (const [field, value] of [
      [second!, 'b'],
      [first!, 'a'],
    ] as const) {
      field.value = value;
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
    expect(await wakeIsland(island, deps)).toBe(true);
    await vi.waitFor(() => expect(log).toEqual(['0:a', '1:b']));
  });

  it('focus lost in hydration comes back; focus moved on meanwhile stays where it went', async () => {
    const Form = () =>
      createElement(
        'form',
        null,
        createElement('input', { id: 'a' }),
        createElement('input', { id: 'b' }),
      );
    const fields = renderToString(createElement(Form));
    for (const [during, expected] of [
      // Hydration drops focus: it is put back on the field typed in.
      [() => (document.activeElement as HTMLElement | null)?.blur(), 'a'],
      // The visitor tabbed to the next field while the island loaded: focus stays there.
      [() => document.getElementById('b')!.focus(), 'b'],
    ] as const) {
      const island = mount('Form', fields);
      const deps = {
        loaders: { Form: module(Form) },
        loadHydrator: async () => {
          const real = await hydrator();
          return {
            hydrateIsland: async (...args: Parameters<typeof real.hydrateIsland>) => {
              await real.hydrateIsland(...args);
              during();
            },
          };
        },
      };
      startIslands(document, deps);
      const a = document.getElementById('a') as HTMLInputElement;
      a.focus();
      a.value = 'Иван';
      a.dispatchEvent(new Event('input', { bubbles: true }));
      expect(await wakeIsland(island, deps)).toBe(true);
      expect(document.activeElement?.id).toBe(expected);
      expect(a.value).toBe('Иван');
    }
  });

  it('a load that fails 5 times mails once and asks for the refresh popup', async () => {
    const island = mount('Broken', '<p>x</p>');
    const load = vi.fn(() => Promise.reject(new Error('boom')));
    const reportError = vi.fn();
    const refresh = vi.fn();
    window.addEventListener('app:refresh-required', refresh);
    const ok = await wakeIsland(island, {
      loaders: { Broken: load },
      loadHydrator: hydrator,
      reportError,
      sleep: () => Promise.resolve(),
    });
    window.removeEventListener('app:refresh-required', refresh);
    expect(ok).toBe(false);
    expect(load).toHaveBeenCalledTimes(5);
    expect(reportError).toHaveBeenCalledExactlyOnceWith(
      'Failed to hydrate component',
      expect.any(Error),
    );
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it("an 'address' island wakes at once when the address has a query, else on the first interaction", async () => {
    for (const [search, atOnce] of [
      ['?pay=visa', true],
      ['', false],
    ] as const) {
      window.history.replaceState(null, '', `/online-casinos${search}`);
      const island = mount('Counter', renderToString(createElement(Counter)), 'address');
      const load = vi.fn(module(Counter));
      startIslands(document, { loaders: { Counter: load }, loadHydrator: hydrator });
      expect(load).toHaveBeenCalledTimes(atOnce ? 1 : 0);
      island.dispatchEvent(new Event('mouseover'));
      await vi.waitFor(() => expect(island.hasAttribute('data-hydrated')).toBe(true));
      expect(load).toHaveBeenCalledTimes(1);
    }
    window.history.replaceState(null, '', '/');
  });
});
