/**
 * `npm start`'s own start-up (scripts/stack.ts localStackOptions + startStack) on the default
 * layout under a temporary root with no `.data/` and no `out/`, as on a fresh clone.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../scripts/free-port';
import { localStackOptions, startStack } from '../../../scripts/stack';

const root = mkdtempSync(join(tmpdir(), 'fresh-clone-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('npm start on a fresh layout', () => {
  it('creates .data/api and out/ under its root and serves the site', async () => {
    const options = localStackOptions(root, {
      API_PORT: String(await freePort()),
      PORT: String(await freePort()),
    });
    expect(options.dataDir).toBe(join(root, '.data/api'));
    expect(existsSync(join(root, '.data'))).toBe(false);
    // dist/ is built by `npm test` (or the integration global setup) before this runs.
    const stack = await startStack({ ...options, skipBuild: true, verbose: false });
    try {
      expect(existsSync(join(root, '.data/api/PG_VERSION'))).toBe(true);
      expect(existsSync(join(root, 'out/bg/live.json'))).toBe(true);
      const home = await fetch(`${stack.siteUrl}/`);
      expect(home.status).toBe(200);
      expect(await home.text()).toContain('<html');
    } finally {
      await stack.stop();
    }
  }, 240_000);
});
