import { describe, expect, it } from 'vitest';
import {
  LOCAL_HOSTS,
  PRODUCTION_HOSTS,
  parseEnv,
  stageUsesTestHosts,
  toClientConfig,
} from '../../../src/config/env';
import { clientConfig } from '../../../src/config/client';

const PROD_CREDENTIALS = {
  EVENT_REPORT_USER: 'events',
  EVENT_REPORT_PASSWORD: 'secret-1',
  SITEMANAGER_USER: 'manager',
  SITEMANAGER_PASSWORD: 'secret-2',
  FIREBASE_PROJECT_ID: 'kazino-bg',
};

describe('parseEnv defaults (local stage)', () => {
  const env = parseEnv({});
  it.each([
    ['stage', env.stage, 'local'],
    ['appVersion', env.appVersion, 'v5.20.12-bg'],
    ['lang', env.lang, 'bg'],
    ['apiBaseUrl', env.apiBaseUrl, 'http://127.0.0.1:4000'],
    ['storageBaseUrl', env.storageBaseUrl, 'http://127.0.0.1:3000/storage'],
    ['cdnBaseUrl', env.cdnBaseUrl, LOCAL_HOSTS.cdnBaseUrl],
    ['siteUrl', env.siteUrl, 'http://127.0.0.1:3000'],
    ['sitemanagerUrl', env.sitemanagerUrl, 'http://127.0.0.1:4000/sitemanager'],
    ['eventReportUrl', env.eventReportUrl, 'http://127.0.0.1:4000/events'],
    ['mailUrl', env.mailUrl, 'http://127.0.0.1:4000/mail'],
    ['newsletterUrl', env.newsletterUrl, 'http://127.0.0.1:4000/newsletter'],
    ['browserApiBaseUrl', env.browserApiBaseUrl, 'http://127.0.0.1:4000'],
    ['chatUrl', env.chatUrl, undefined],
    ['aiKbUrl', env.aiKbUrl, undefined],
  ])('%s', (_key, actual, expected) => {
    expect(actual).toBe(expected);
  });
  it('uses local credentials and the demo identity project', () => {
    expect(env.eventReportAuth).toEqual({ user: 'local', password: 'local' });
    expect(env.sitemanagerAuth).toEqual({ user: 'local', password: 'local' });
    expect(env.firebase).toEqual({
      projectId: 'demo-casino-bg',
      apiKey: 'demo-key',
      authEmulatorHost: undefined,
    });
  });
});

describe('parseEnv per stage (product §9)', () => {
  it('derives service URLs from the API base and strips trailing slashes', () => {
    const env = parseEnv({ STAGE: 'e2e', API_BASE_URL: 'http://127.0.0.1:4310/' });
    expect(env.apiBaseUrl).toBe('http://127.0.0.1:4310');
    expect(env.sitemanagerUrl).toBe('http://127.0.0.1:4310/sitemanager');
    expect(env.eventReportUrl).toBe('http://127.0.0.1:4310/events');
    expect(env.mailUrl).toBe('http://127.0.0.1:4310/mail');
  });

  it.each([['production'], ['preview']] as const)(
    '%s uses https hosts and the given credentials',
    (stage) => {
      const env = parseEnv({ STAGE: stage, ...PROD_CREDENTIALS });
      expect(env.apiBaseUrl).toBe(PRODUCTION_HOSTS.apiBaseUrl);
      expect(env.storageBaseUrl).toBe(PRODUCTION_HOSTS.storageBaseUrl);
      expect(env.cdnBaseUrl).toBe(PRODUCTION_HOSTS.cdnBaseUrl);
      for (const url of Object.values(PRODUCTION_HOSTS)) expect(url).toMatch(/^https:\/\//);
      expect(env.eventReportAuth).toEqual({ user: 'events', password: 'secret-1' });
      expect(env.sitemanagerAuth).toEqual({ user: 'manager', password: 'secret-2' });
    },
  );

  it('on a test-host stage, storage and the CDN default to the site named (product §9)', () => {
    const env = parseEnv({ STAGE: 'e2e', SITE_URL: 'http://127.0.0.1:3414/' });
    expect(env.storageBaseUrl).toBe('http://127.0.0.1:3414/storage');
    expect(env.cdnBaseUrl).toBe('http://127.0.0.1:3414/storage');
    expect(env.mediaBaseUrl).toBe('http://127.0.0.1:3414/storage');
    const given = parseEnv({ SITE_URL: 'http://127.0.0.1:3414', CDN_BASE_URL: 'http://cdn.test' });
    expect(given.cdnBaseUrl).toBe('http://cdn.test');
    expect(given.storageBaseUrl).toBe('http://127.0.0.1:3414/storage');
    const production = parseEnv({
      STAGE: 'production',
      SITE_URL: 'https://site.example',
      ...PROD_CREDENTIALS,
    });
    expect(production.cdnBaseUrl).toBe(PRODUCTION_HOSTS.cdnBaseUrl);
  });

  it('keeps explicit URLs and the emulator host', () => {
    const env = parseEnv({
      MAIL_URL: 'http://127.0.0.1:5000/m/',
      CHAT_URL: 'https://chat.example/bg',
      NEWSLETTER_URL: 'https://news.example',
      AI_KB_URL: 'https://kb.example',
      CDN_BASE_URL: 'https://cdn.example/',
      FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
    });
    expect(env.mailUrl).toBe('http://127.0.0.1:5000/m');
    expect(env.chatUrl).toBe('https://chat.example/bg');
    expect(env.newsletterUrl).toBe('https://news.example');
    expect(env.aiKbUrl).toBe('https://kb.example');
    expect(env.cdnBaseUrl).toBe('https://cdn.example');
    expect(env.firebase.authEmulatorHost).toBe('127.0.0.1:9099');
  });

  it('reads VITE_-prefixed keys, the unprefixed one winning', () => {
    expect(parseEnv({ VITE_API_BASE_URL: 'http://127.0.0.1:1' }).apiBaseUrl).toBe(
      'http://127.0.0.1:1',
    );
    expect(
      parseEnv({ API_BASE_URL: 'http://127.0.0.1:2', VITE_API_BASE_URL: 'http://127.0.0.1:1' })
        .apiBaseUrl,
    ).toBe('http://127.0.0.1:2');
  });

  it.each([[''], ['   ']])('treats %j as unset', (blank) => {
    expect(parseEnv({ API_BASE_URL: blank }).apiBaseUrl).toBe('http://127.0.0.1:4000');
  });

  it.each([['C.UTF-8'], ['en_US.UTF-8'], ['POSIX.utf8']])(
    'ignores the POSIX locale %s in LANG',
    (lang) => {
      expect(parseEnv({ LANG: lang }).lang).toBe('bg');
    },
  );

  it('takes the credentials only as a pair even locally', () => {
    expect(() => parseEnv({ EVENT_REPORT_USER: 'u' })).toThrow(/EVENT_REPORT_PASSWORD/);
  });
});

describe('parseEnv rejects bad input, naming the keys', () => {
  it.each([
    [{ STAGE: 'staging' }, /STAGE/],
    [{ APP_VERSION: '5.20' }, /APP_VERSION: Unknown Version/],
    [{ API_BASE_URL: 'not a url' }, /API_BASE_URL/],
    [{ STORAGE_BASE_URL: '/storage' }, /STORAGE_BASE_URL/],
    [{ LANG: 'it' }, /LANG/],
    [{ MAIL_URL: 'ftp://x.bg' }, /MAIL_URL/],
    [{ CHAT_URL: 'javascript:alert(1)' }, /CHAT_URL/],
    [{ FIREBASE_AUTH_EMULATOR_HOST: 'http://localhost' }, /FIREBASE_AUTH_EMULATOR_HOST/],
    [{ STAGE: 'production' }, /EVENT_REPORT_USER: Required on stage production/],
    [{ STAGE: 'production', ...PROD_CREDENTIALS, FIREBASE_PROJECT_ID: '' }, /FIREBASE_PROJECT_ID/],
    [
      { STAGE: 'production', ...PROD_CREDENTIALS, FIREBASE_PROJECT_ID: 'demo-casino-bg' },
      /FIREBASE_PROJECT_ID: Required on stage production \(not a demo- project\)/,
    ],
    [
      {
        STAGE: 'production',
        ...PROD_CREDENTIALS,
        FIREBASE_PROJECT_ID: 'casino-bg',
        FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
      },
      /FIREBASE_AUTH_EMULATOR_HOST: Not allowed on stage production/,
    ],
    [
      { STAGE: 'preview', ...PROD_CREDENTIALS, FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' },
      /FIREBASE_AUTH_EMULATOR_HOST: Not allowed on stage preview/,
    ],
    [{ STAGE: 'prod' }, /STAGE/],
    [{ STAGE: 'preview', EVENT_REPORT_USER: 'u' }, /EVENT_REPORT_PASSWORD/],
  ])('%j', (source, message) => {
    expect(() => parseEnv(source)).toThrow(message);
  });

  it('lists every bad key in one error', () => {
    let message = '';
    try {
      parseEnv({ STAGE: 'production', API_BASE_URL: 'nope', APP_VERSION: 'x' });
    } catch (error) {
      message = error instanceof Error ? error.message : '';
    }
    for (const key of [
      'API_BASE_URL',
      'APP_VERSION',
      'EVENT_REPORT_USER',
      'EVENT_REPORT_PASSWORD',
      'SITEMANAGER_USER',
      'SITEMANAGER_PASSWORD',
    ]) {
      expect(message).toContain(key);
    }
  });
});

describe('stageUsesTestHosts (product §9)', () => {
  it.each([
    ['local', true],
    ['e2e', true],
    ['preview', false],
    ['production', false],
  ] as const)('%s → %s', (stage, expected) => {
    expect(stageUsesTestHosts(stage)).toBe(expected);
  });
});

describe('the browser config (one definition, inlined at build time)', () => {
  it('takes the browser API URL as its own setting, never the internal one when it is given', () => {
    const env = parseEnv({
      API_BASE_URL: 'http://10.0.0.5:4000',
      BROWSER_API_BASE_URL: 'https://api.kazino-bg.example',
    });
    expect(toClientConfig(env).apiBaseUrl).toBe('https://api.kazino-bg.example');
    expect(JSON.stringify(toClientConfig(env))).not.toContain('10.0.0.5');
  });

  it('is what vitest inlined from this process environment', () => {
    // The integration setup names its Auth emulator after the config was inlined: undo that.
    const replaced = JSON.parse(process.env.INTEGRATION_REPLACED_ENV ?? '{}') as Record<
      string,
      string | null
    >;
    const { INTEGRATION_REPLACED_ENV: _, ...atStart } = process.env;
    for (const [key, value] of Object.entries(replaced)) {
      if (value === null) delete atStart[key];
      else atStart[key] = value;
    }
    expect(clientConfig()).toEqual(toClientConfig(parseEnv(atStart)));
  });
});
