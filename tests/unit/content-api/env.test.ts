import { describe, expect, it } from 'vitest';
import { parseApiEnv } from '../../../api/env';

const credentials = {
  EVENT_REPORT_USER: 'reports',
  EVENT_REPORT_PASSWORD: 'r-secret',
  SITEMANAGER_USER: 'sitemanager',
  SITEMANAGER_PASSWORD: 's-secret',
};

describe('the content API environment on the production stage', () => {
  it('takes the receiver credentials it is given', () => {
    const env = parseApiEnv({ STAGE: 'production', ...credentials });
    expect(env.SITEMANAGER_PASSWORD).toBe('s-secret');
    expect(env.EVENT_REPORT_USER).toBe('reports');
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
      expect(parseApiEnv({ STAGE }).SITEMANAGER_USER).toBe('local');
    }
  });
});
