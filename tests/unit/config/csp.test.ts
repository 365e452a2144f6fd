import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  BASELINE_HEADERS,
  contentSecurityPolicy,
  cspDirectives,
  inlineScriptHashes,
  securityHeaders,
  type CspInputs,
} from '../../../src/config/csp';
import { parseEnv } from '../../../src/config/env';

const sha = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;

const PRODUCTION = {
  STAGE: 'production',
  EVENT_REPORT_USER: 'events',
  EVENT_REPORT_PASSWORD: 'secret-1',
  SITEMANAGER_USER: 'manager',
  SITEMANAGER_PASSWORD: 'secret-2',
  FIREBASE_PROJECT_ID: 'kazino-bg',
};
const inputs: CspInputs = {
  scriptHashes: ['sha256-AAAA'],
  frameSources: ['https://studio.example', 'https://*.studio.example'],
  localeUrls: ['https://kazino-bg.example', 'https://kazino.example.de/de'],
};
const sources = (env: ReturnType<typeof parseEnv>, name: string, given = inputs) =>
  cspDirectives(env, given).find(([n]) => n === name)?.[1] ?? [];

describe('the content security policy (product §9)', () => {
  const local = parseEnv({
    BROWSER_API_BASE_URL: 'http://127.0.0.1:4320',
    FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
  });
  const production = parseEnv(PRODUCTION);

  it("script-src is 'self' and the build's hashes: no unsafe-inline, no unsafe-eval", () => {
    for (const env of [local, production]) {
      expect(sources(env, 'script-src')).toEqual(["'self'", "'sha256-AAAA'"]);
      expect(sources(env, 'script-src').join(' ')).not.toMatch(/unsafe/);
    }
  });

  it('connect-src names the API as the browser reaches it, the receivers and the identity hosts', () => {
    const connect = sources(local, 'connect-src');
    expect(connect).toContain('http://127.0.0.1:4320');
    expect(connect).toContain('https://identitytoolkit.googleapis.com');
    expect(connect).toContain('https://securetoken.googleapis.com');
    expect(connect).toContain('http://127.0.0.1:9099');
    expect(sources(production, 'connect-src')).toEqual(
      expect.arrayContaining([
        'https://cms.kazino-bg.example',
        'https://storage.kazino-bg.example',
        'https://kazino.example.de',
      ]),
    );
    expect(sources(production, 'connect-src').join(' ')).not.toContain('9099');
  });

  it("frame-src is the demo hosts only, or 'none'; connect-src names them for the probe", () => {
    expect(sources(local, 'frame-src')).toEqual(inputs.frameSources);
    expect(sources(local, 'connect-src')).toEqual(expect.arrayContaining([...inputs.frameSources]));
    expect(sources(local, 'frame-src', { ...inputs, frameSources: [] })).toEqual(["'none'"]);
  });

  it('carries the fixed directives and the report endpoint', () => {
    const policy = contentSecurityPolicy(local, inputs);
    for (const part of [
      "worker-src 'self'",
      "manifest-src 'self'",
      "frame-ancestors 'none'",
      "object-src 'none'",
      'report-uri http://127.0.0.1:4320/csp-reports',
    ])
      expect(policy).toContain(part);
    // Chromium ignores report-uri beside report-to, and sends report-to only from https pages.
    expect(policy).not.toContain('report-to');
    expect(policy).not.toContain('upgrade-insecure-requests');
  });

  it('sends HSTS and upgrades requests on an https site only', () => {
    const https = securityHeaders(production, inputs);
    expect(https['Strict-Transport-Security']).toBe('max-age=63072000; includeSubDomains');
    expect(https['Content-Security-Policy']).toContain('upgrade-insecure-requests');
    expect(https['Content-Security-Policy']).toContain('report-to csp');
    expect(https['Reporting-Endpoints']).toBe(
      'csp="https://cms.kazino-bg.example/api/csp-reports"',
    );
    const http = securityHeaders(local, inputs);
    expect(http['Strict-Transport-Security']).toBeUndefined();
    expect(http['Reporting-Endpoints']).toBeUndefined();
    for (const name of Object.keys(BASELINE_HEADERS)) expect(http[name]).toBeDefined();
  });
});

describe('FIREBASE_AUTH_EMULATOR_HOST', () => {
  it('is refused on the production stage', () => {
    expect(() =>
      parseEnv({ ...PRODUCTION, FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }),
    ).toThrow(/FIREBASE_AUTH_EMULATOR_HOST: Not allowed on stage production/);
  });
});

describe('inline script hashes of the written HTML', () => {
  it('hashes scripts a browser runs, never data blocks or external scripts', () => {
    const html = [
      '<script>window.a=1</script>',
      '<script type="module">import("/x.js")</script>',
      "<script type='text/javascript'>b()</script >",
      '<scripts>not a script</scripts>',
      '<script type="application/ld+json">{"@type":"Thing"}</script>',
      '<script type="application/json" id="boot">{}</script>',
      '<script src="/assets/a.js" type="module" async></script>',
      '<script async src=/b.js>ignored()</script>',
    ].join('');
    expect(inlineScriptHashes(html)).toEqual([
      sha('window.a=1'),
      sha('import("/x.js")'),
      sha('b()'),
    ]);
  });

  it('does not look for an upper-case tag (the policy then blocks it, never allows it)', () => {
    expect(inlineScriptHashes('<SCRIPT>c()</SCRIPT>')).toEqual([]);
  });

  it('hashes the exact text, Cyrillic included', () => {
    expect(inlineScriptHashes('<script>t("Казино")</script>')).toEqual([sha('t("Казино")')]);
  });
});
