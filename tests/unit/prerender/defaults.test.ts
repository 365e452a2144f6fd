import { afterEach, describe, expect, it, vi } from 'vitest';

/** prerender.config.ts as a fresh import under `env` (it parses process.env once, at import). */
async function defaultsUnder(env: Record<string, string>) {
  vi.resetModules();
  for (const [key, value] of Object.entries(env)) vi.stubEnv(key, value);
  return (await import('../../../prerender.config')).default;
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe('prerender.config.ts reads PRERENDER_* through the parsed environment', () => {
  it('keeps its defaults when the keys are unset or blank', async () => {
    const defaults = await defaultsUnder({ PRERENDER_OUT: '', PRERENDER_INCREMENTAL: ' ' });
    expect(defaults).toMatchObject({ outDir: 'out', patch: true, allowShrinkPct: 20 });
  });

  it('takes the values given', async () => {
    const defaults = await defaultsUnder({
      PRERENDER_CONCURRENCY: '4',
      PRERENDER_INCREMENTAL: '0',
      PRERENDER_LOCALES: 'bg-BG,bg-DE',
    });
    expect(defaults).toMatchObject({
      concurrency: 4,
      patch: false,
      locales: ['bg-BG', 'bg-DE'],
    });
  });

  it('stops on a bad key, naming it', async () => {
    await expect(defaultsUnder({ PRERENDER_WORKERS: 'many' })).rejects.toThrow(
      /Invalid environment: PRERENDER_WORKERS/,
    );
  });
});
