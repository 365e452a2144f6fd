import { describe, expect, it } from 'vitest';
import { parseEnv, stageUsesTestHosts } from '../../../src/config/env';

describe('parseEnv', () => {
  it('defaults to the local stage on local hosts', () => {
    const env = parseEnv({});
    expect(env.stage).toBe('local');
    expect(env.appVersion).toBe('v5.20.12-bg');
    expect(env.apiBaseUrl).toBe('http://127.0.0.1:4000');
    expect(env.mailUrl).toBe('http://127.0.0.1:4000/mail');
    expect(env.eventReportAuth).toEqual({ user: 'local', password: 'local' });
    expect(env.firebase.projectId).toBe('demo-casino-bg');
  });

  it('derives service URLs from the API base and strips trailing slashes', () => {
    const env = parseEnv({ STAGE: 'e2e', API_BASE_URL: 'http://127.0.0.1:4310/' });
    expect(env.apiBaseUrl).toBe('http://127.0.0.1:4310');
    expect(env.sitemanagerUrl).toBe('http://127.0.0.1:4310/sitemanager');
    expect(env.eventReportUrl).toBe('http://127.0.0.1:4310/events');
  });

  it('uses real hosts in production and demands credentials there', () => {
    expect(() => parseEnv({ STAGE: 'production' })).toThrow(/EVENT_REPORT credentials/);
    const env = parseEnv({
      STAGE: 'production',
      EVENT_REPORT_USER: 'u',
      EVENT_REPORT_PASSWORD: 'p',
      SITEMANAGER_USER: 'u',
      SITEMANAGER_PASSWORD: 'p',
    });
    expect(env.apiBaseUrl.startsWith('https://')).toBe(true);
  });

  it.each([
    [{ STAGE: 'staging' }, /STAGE/],
    [{ APP_VERSION: '5.20' }, /APP_VERSION: Unknown Version/],
    [{ API_BASE_URL: 'not a url' }, /API_BASE_URL/],
    [{ LANG: 'it' }, /LANG/],
    [{ MAIL_URL: 'ftp://x.bg' }, /MAIL_URL/],
  ])('rejects %j naming the key', (source, message) => {
    expect(() => parseEnv(source)).toThrow(message);
  });

  it('treats empty values as unset', () => {
    expect(parseEnv({ API_BASE_URL: '' }).apiBaseUrl).toBe('http://127.0.0.1:4000');
  });

  it.each([
    ['local', true],
    ['e2e', true],
    ['preview', false],
    ['production', false],
  ] as const)('stage %s uses test hosts: %s', (stage, expected) => {
    expect(stageUsesTestHosts(stage)).toBe(expected);
  });
});
