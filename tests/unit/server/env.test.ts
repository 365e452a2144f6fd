import { describe, expect, it } from 'vitest';
import { parseApiEnv } from '../../../src/config/api-env';

const credentials = {
  EVENT_REPORT_USER: 'reports',
  EVENT_REPORT_PASSWORD: 'r-secret',
  SITEMANAGER_USER: 'sitemanager',
  SITEMANAGER_PASSWORD: 's-secret',
  MODERATION_USER: 'moderators',
  MODERATION_PASSWORD: 'm-secret',
  ADMIN_USER: 'editors',
  ADMIN_PASSWORD: 'e-secret',
};
/** The editors' pair, which every stage but local needs. */
const editors = { ADMIN_USER: 'editors', ADMIN_PASSWORD: 'e-secret' };

describe('the content API environment on the production stage', () => {
  it('takes the receiver credentials it is given', () => {
    const env = parseApiEnv({ STAGE: 'production', ...credentials });
    expect(env.SITEMANAGER_PASSWORD).toBe('s-secret');
    expect(env.EVENT_REPORT_USER).toBe('reports');
    expect(env.MODERATION_PASSWORD).toBe('m-secret');
  });

  it('requires the moderators’ pair too, so local/local never guards the review queue', () => {
    const { MODERATION_USER: _user, MODERATION_PASSWORD: _password, ...receivers } = credentials;
    expect(() => parseApiEnv({ STAGE: 'production', ...receivers })).toThrow(
      'Invalid API environment: MODERATION_USER: Required on stage production; MODERATION_PASSWORD: Required on stage production',
    );
    expect(parseApiEnv({ STAGE: 'e2e', ...editors }).MODERATION_USER).toBe('local');
  });

  it('names every missing credential instead of falling back to local/local', () => {
    expect(() =>
      parseApiEnv({ STAGE: 'production', EVENT_REPORT_USER: 'reports', SITEMANAGER_PASSWORD: '' }),
    ).toThrow(
      'Invalid API environment: EVENT_REPORT_PASSWORD: Required on stage production; SITEMANAGER_USER: Required on stage production; SITEMANAGER_PASSWORD: Required on stage production',
    );
  });

  it('keeps the local defaults on the other stages', () => {
    for (const STAGE of ['local', 'e2e', 'preview']) {
      expect(parseApiEnv({ STAGE, ...editors }).SITEMANAGER_USER).toBe('local');
    }
  });
});

describe("the editors' credentials (PATCH /admin)", () => {
  it('are local/local on the local stage', () => {
    expect(parseApiEnv({ STAGE: 'local' })).toMatchObject({
      ADMIN_USER: 'local',
      ADMIN_PASSWORD: 'local',
    });
  });

  it.each(['e2e', 'preview', 'production'])('are required on stage %s', (STAGE) => {
    const { ADMIN_USER: _user, ADMIN_PASSWORD: _password, ...others } = credentials;
    expect(() => parseApiEnv({ STAGE, ...others })).toThrow(
      `ADMIN_USER: Required on stage ${STAGE}; ADMIN_PASSWORD: Required on stage ${STAGE}`,
    );
    expect(parseApiEnv({ STAGE, ...credentials }).ADMIN_PASSWORD).toBe('e-secret');
  });
});

describe('what never runs where real visitors are', () => {
  it.each(['e2e', 'preview', 'production'])('refuses the inbox on stage %s', (STAGE) => {
    expect(() => parseApiEnv({ STAGE, ...credentials, API_INBOX: '1' })).toThrow(
      /API_INBOX: The inbox can be enabled on the local stage only/,
    );
  });

  it('takes the inbox on the local stage', () => {
    expect(parseApiEnv({ STAGE: 'local', API_INBOX: '1' }).API_INBOX).toBe(true);
  });

  it.each(['preview', 'production'])('refuses the Auth emulator on stage %s', (STAGE) => {
    expect(() =>
      parseApiEnv({ STAGE, ...credentials, FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }),
    ).toThrow(new RegExp(`FIREBASE_AUTH_EMULATOR_HOST: Not allowed on stage ${STAGE}`));
  });
});

describe('TRUST_PROXY and the receivers’ retention', () => {
  it('defaults to the socket address, 30 days and 10,000 rows', () => {
    expect(parseApiEnv({})).toMatchObject({
      TRUST_PROXY: 0,
      RECEIVERS_KEEP_DAYS: 30,
      RECEIVERS_KEEP_ROWS: 10_000,
    });
  });

  it.each([
    [{ TRUST_PROXY: '-1' }, /TRUST_PROXY/],
    [{ TRUST_PROXY: 'true' }, /TRUST_PROXY/],
    [{ RECEIVERS_KEEP_DAYS: '0' }, /RECEIVERS_KEEP_DAYS/],
    [{ RECEIVERS_KEEP_ROWS: '1.5' }, /RECEIVERS_KEEP_ROWS/],
  ])('%j is refused', (source, message) => {
    expect(() => parseApiEnv(source)).toThrow(message);
  });
});
