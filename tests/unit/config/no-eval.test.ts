import { afterEach, describe, expect, it, vi } from 'vitest';

describe('the browser entries turn zod jitless (no unsafe-eval in the policy, product §9)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('zod reads the switch and never builds a parser with Function', async () => {
    await import('../../../src/config/no-eval');
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
    const made = vi.spyOn(globalThis, 'Function');
    const schema = z.object({ a: z.string(), b: z.object({ c: z.number() }) });
    expect(schema.parse({ a: 'x', b: { c: 1 } })).toEqual({ a: 'x', b: { c: 1 } });
    expect(made).not.toHaveBeenCalled();
  });
});
