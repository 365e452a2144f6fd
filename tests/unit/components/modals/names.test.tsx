/**
 * Modal and island names are checked by the compiler (src/domain/entities/modals.ts,
 * src/islands/registry.ts): each `@ts-expect-error` below fails `npm run typecheck` the day a
 * misspelt name is accepted again, and the runtime checks keep a page's stray value out.
 */
import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { MODAL_NAMES, triggerNameOf } from '../../../../src/domain/entities/modals';
import { MODAL_BODIES } from '../../../../src/components/modals/bodies';
import { modalTrigger } from '../../../../src/components/modals/trigger';
import { Island } from '../../../../src/islands/Island';
import { ISLAND_NAMES } from '../../../../src/islands/registry';
import { islandLoaders } from '../../../../renderer/islands';
import { createStore } from '../../../../src/state/store';

const Nothing = () => null;

describe('names the compiler checks', () => {
  it('refuses a misspelt modal, trigger or island name at compile time', () => {
    // @ts-expect-error: no modal is called 'newsleter'.
    const trigger = modalTrigger('newsleter');
    // @ts-expect-error: the store opens only registered modals.
    createStore().openModal({ name: 'age-regulation', props: {} });
    // @ts-expect-error: no island is called 'Calculator'.
    const island = <Island name="Calculator" component={Nothing} props={{}} trigger="event" />;
    expect(trigger['data-modal-open']).toBe('newsleter');
    expect(renderToStaticMarkup(island)).toContain('data-island="Calculator"');
  });

  it('has one body for every modal name and one loader for every island name', () => {
    expect(Object.keys(MODAL_BODIES).sort()).toEqual([...MODAL_NAMES].sort());
    expect(Object.keys(islandLoaders).sort()).toEqual([...ISLAND_NAMES].sort());
  });

  it('writes a trigger with its props, and reads back only names a control may write', () => {
    expect(modalTrigger('demo', { name: 'x' })).toEqual({
      'data-modal-open': 'demo',
      'data-modal-props': '{"name":"x"}',
    });
    expect(triggerNameOf('withdraw-consent')).toBe('withdraw-consent');
    expect(triggerNameOf('review-casino')).toBe('review-casino');
    expect(triggerNameOf('constructor')).toBeNull();
    expect(triggerNameOf(undefined)).toBeNull();
  });
});
