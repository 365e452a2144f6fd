/** The dev server's page view (src/api/page-view.ts) over the real content API. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadPageView } from '../../../src/api/page-view';
import { CasinoListResponse } from '../../../src/domain/entities';
import type { RunningApi } from '../../../server/listen';
import { getJson, startTestApi } from './helpers';

let api: RunningApi;

beforeAll(async () => {
  api = await startTestApi();
  // serverEnv() reads this on its first use, which is this file's first page view.
  process.env.API_BASE_URL = api.url;
}, 180_000);
afterAll(async () => {
  delete process.env.API_BASE_URL;
  await api.close();
});

describe('the dev server page view', () => {
  it("reads the compare page's casino list beside the page, and none for other pages", async () => {
    const view = await loadPageView({ first: 'compare-casinos', second: '' });
    expect(view.page.slug).toBe('compare-casinos');
    const listed = CasinoListResponse.parse(
      (await getJson(api.url, '/casinos?pageSize=100&sort=name', { 'x-locale': 'bg-BG' })).body,
    );
    expect(view.routeData?.casinoOptions).toEqual(
      listed.items.map(({ id, name }) => ({ id, name })),
    );
    const other = await loadPageView({ first: 'about-us', second: '' });
    expect(other.routeData).toBeUndefined();
  });
});
