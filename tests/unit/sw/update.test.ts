// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { offerUpdate, reloadApp } from '../../../src/sw/update';

describe('reloadApp', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    delete (window as unknown as Record<string, unknown>).__casinoSwUpdate;
  });

  it('reloads plainly when no worker waits', () => {
    const reload = vi.spyOn(location, 'reload').mockImplementation(() => undefined);
    reloadApp();
    expect(reload).toHaveBeenCalledOnce();
  });

  it('lets a waiting worker take over instead of reloading at once', () => {
    const reload = vi.spyOn(location, 'reload').mockImplementation(() => undefined);
    const apply = vi.fn();
    offerUpdate(apply);
    reloadApp();
    expect(apply).toHaveBeenCalledOnce();
    expect(reload).not.toHaveBeenCalled();
  });
});
