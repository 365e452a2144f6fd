import { describe, expect, it } from 'vitest';
import { noPreloadHelper } from '../../../build/no-preload-helper';

/** Calls a plugin hook that may be a function or an object with a handler. */
function call(hook: unknown, self: unknown, ...args: unknown[]): unknown {
  type Fn = (...a: unknown[]) => unknown;
  const fn = (typeof hook === 'function' ? hook : (hook as { handler: Fn }).handler) as Fn;
  return fn.apply(self, args);
}

describe('the client build without the preload helper', () => {
  const plugin = noPreloadHelper();
  const context = {
    error: (message: string) => {
      throw new Error(message);
    },
  };

  it('answers the helper module with a plain call and leaves every other module alone', () => {
    expect(call(plugin.load, context, '\0vite/preload-helper.js')).toContain('load()');
    expect(call(plugin.load, context, '/src/app/boot.ts')).toBeNull();
  });

  it('accepts one stylesheet and refuses a second, which would need the helper', () => {
    const one = { 'assets/a.css': {}, 'assets/b.js': {} };
    expect(() => call(plugin.generateBundle, context, {}, one)).not.toThrow();
    const two = { ...one, 'assets/c.css': {} };
    expect(() => call(plugin.generateBundle, context, {}, two)).toThrow(/2 stylesheets/);
  });
});
