import { afterEach, describe, expect, it } from 'vitest';
import { apiBaseUrlForBrowser } from '../../../src/components/layout/site';

const saved = { API_BASE_URL: process.env.API_BASE_URL, STAGE: process.env.STAGE };
afterEach(() => {
  for (const [k, v] of Object.entries(saved)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
});

describe('apiBaseUrlForBrowser', () => {
  it('follows the environment when it changes between renders', () => {
    process.env.STAGE = 'local';
    process.env.API_BASE_URL = 'http://127.0.0.1:4100';
    expect(apiBaseUrlForBrowser()).toBe('http://127.0.0.1:4100');
    expect(apiBaseUrlForBrowser()).toBe('http://127.0.0.1:4100');
    process.env.API_BASE_URL = 'http://127.0.0.1:4200';
    expect(apiBaseUrlForBrowser()).toBe('http://127.0.0.1:4200');
    delete process.env.API_BASE_URL;
    expect(apiBaseUrlForBrowser()).toBe('http://127.0.0.1:4000');
  });
});
