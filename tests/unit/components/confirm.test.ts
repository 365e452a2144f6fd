// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { answerOf } from '../../../src/components/modals/ask';
import { confirmDialog } from '../../../src/components/modals/confirm';
import { appStore } from '../../../src/state/store';

/** The open request's answer function. */
const answer = () => answerOf<boolean>(appStore().getState().modal?.props ?? {});

describe('confirmDialog (product §2 global confirm dialog)', () => {
  beforeEach(() => appStore().closeAllModals());

  it('opens the confirm modal with the message and resolves true on confirm', async () => {
    const pending = confirmDialog('Сигурни ли сте?', { confirmLabel: 'Изтрий' });
    expect(appStore().getState().modal).toMatchObject({
      name: 'confirm',
      props: { message: 'Сигурни ли сте?', confirmLabel: 'Изтрий' },
    });
    answer()?.(true);
    await expect(pending).resolves.toBe(true);
    expect(appStore().getState().modal).toBeNull();
  });

  it('resolves false on cancel, on a dismissal and on a navigation', async () => {
    const cancelled = confirmDialog('А?');
    answer()?.(false);
    await expect(cancelled).resolves.toBe(false);

    const dismissed = confirmDialog('Б?');
    appStore().closeModal();
    await expect(dismissed).resolves.toBe(false);

    const navigated = confirmDialog('В?');
    appStore().closeAllModals();
    await expect(navigated).resolves.toBe(false);
  });

  it('two at once are asked one after the other, each with its own answer', async () => {
    const first = confirmDialog('Първи?');
    const second = confirmDialog('Втори?');
    expect(appStore().getState().modal?.props.message).toBe('Първи?');
    expect(appStore().getState().modalQueue).toHaveLength(1);
    answer()?.(false);
    expect(appStore().getState().modal?.props.message).toBe('Втори?');
    answer()?.(true);
    await expect(first).resolves.toBe(false);
    await expect(second).resolves.toBe(true);
  });
});
