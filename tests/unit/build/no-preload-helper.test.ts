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

  it("drops Vite's stylesheet list from a chunk, which the plain call never reads", () => {
    const code =
      'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/static/a.css"])))=>i.map(i=>d[i]);\n' +
      'import{t as s}from"./h.js";s(()=>import(`./r.js`).then(n=>n.go()),__vite__mapDeps([0]));s(()=>import(`./q.js`),__vite__mapDeps([0,1]));';
    const chunk = { type: 'chunk', fileName: 'assets/b.js', code };
    call(plugin.generateBundle, context, {}, { 'assets/b.js': chunk });
    expect(chunk.code).toBe(
      '\nimport{t as s}from"./h.js";s(()=>import(`./r.js`).then(n=>n.go()));s(()=>import(`./q.js`));',
    );
  });

  it('refuses a stylesheet list it cannot drop whole', () => {
    const code =
      'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["a.css"])))=>i.map(i=>d[i]);\ns(()=>import(`./r.js`),__vite__mapDeps(x));';
    const bundle = { 'assets/b.js': { type: 'chunk', fileName: 'assets/b.js', code } };
    expect(() => call(plugin.generateBundle, context, {}, bundle)).toThrow(/does not know/);
  });
});
