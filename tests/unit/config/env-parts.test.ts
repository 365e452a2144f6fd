import { describe, expect, it } from 'vitest';
import { parseApiEnv } from '../../../src/config/api-env';
import { parseEnv } from '../../../src/config/env';
import { ApiKeys, PrerenderKeys, SharedKeys, SiteKeys } from '../../../src/config/env-keys';
import { parsePrerenderEnv } from '../../../src/config/prerender-env';

const shared = Object.keys(SharedKeys.shape);
const own = (keys: object) => Object.keys(keys).filter((key) => !shared.includes(key));

describe('one definition of the environment', () => {
  it('gives the site and the API the shared keys, and no own key to both', () => {
    for (const key of shared) {
      expect(SiteKeys.shape).toHaveProperty(key);
      expect(ApiKeys.shape).toHaveProperty(key);
    }
    const site = own(SiteKeys.shape);
    expect(own(ApiKeys.shape).filter((key) => site.includes(key))).toEqual([]);
    expect(Object.keys(PrerenderKeys.shape).every((key) => key.startsWith('PRERENDER_'))).toBe(
      true,
    );
  });

  it('reads SITE_URL the same way in the API as in the site', () => {
    const source = { SITE_URL: 'http://127.0.0.1:3414/' };
    expect(parseApiEnv(source).SITE_URL).toBe('http://127.0.0.1:3414');
    expect(parseEnv(source).siteUrl).toBe('http://127.0.0.1:3414');
    expect(() => parseApiEnv({ SITE_URL: 'ftp://site.example' })).toThrow(/SITE_URL/);
  });

  it('gives the API the stage’s site when none is named', () => {
    expect(parseApiEnv({}).SITE_URL).toBe('http://127.0.0.1:3000');
    const editors = { ADMIN_USER: 'editors', ADMIN_PASSWORD: 'e-secret' };
    expect(parseApiEnv({ STAGE: 'e2e', ...editors }).SITE_URL).toBe('http://127.0.0.1:3000');
    expect(parseApiEnv({ STAGE: 'preview', ...editors }).SITE_URL).toBe(
      'https://kazino-bg.example',
    );
  });

  it('takes the API’s credentials only as pairs, as the site does', () => {
    expect(() => parseApiEnv({ EVENT_REPORT_USER: 'reports' })).toThrow(
      'Invalid API environment: EVENT_REPORT_PASSWORD: Required when the other half is set',
    );
    expect(parseApiEnv({ SITEMANAGER_USER: ' m ', SITEMANAGER_PASSWORD: 'p' })).toMatchObject({
      SITEMANAGER_USER: 'm',
      EVENT_REPORT_USER: 'local',
    });
  });
});

describe('the prerender’s PRERENDER_* keys', () => {
  it('leaves unset keys to prerender.config.ts', () => {
    expect(parsePrerenderEnv({ PRERENDER_CONCURRENCY: ' ' })).toEqual({});
  });

  it('parses numbers, the locale list and the incremental switch', () => {
    expect(
      parsePrerenderEnv({
        PRERENDER_OUT: 'dist/out',
        PRERENDER_CONCURRENCY: '4',
        PRERENDER_LOCALES: 'bg-BG, bg-DE,',
        PRERENDER_INCREMENTAL: '0',
        PRERENDER_LOCK_STALE_S: '60',
      }),
    ).toEqual({
      PRERENDER_OUT: 'dist/out',
      PRERENDER_CONCURRENCY: 4,
      PRERENDER_LOCALES: ['bg-BG', 'bg-DE'],
      PRERENDER_INCREMENTAL: false,
      PRERENDER_LOCK_STALE_S: 60,
    });
  });

  it('names every bad key in one error', () => {
    expect(() =>
      parsePrerenderEnv({ PRERENDER_WORKERS: 'many', PRERENDER_INCREMENTAL: 'off' }),
    ).toThrow(/^Invalid environment: PRERENDER_WORKERS: .*; PRERENDER_INCREMENTAL: /);
  });
});
