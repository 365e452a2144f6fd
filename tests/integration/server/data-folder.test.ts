/** A fresh clone has no `.data/`: the API makes its data folder, or says in one line why not. */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestApi } from './helpers';

const root = mkdtempSync(join(tmpdir(), 'api-data-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the data folder', () => {
  it('is created with its missing parents and serves content', async () => {
    const dataDir = join(root, 'fresh', 'clone', '.data', 'api');
    const api = await startTestApi({ API_DATA_DIR: dataDir });
    try {
      expect(existsSync(join(dataDir, 'PG_VERSION'))).toBe(true);
      const response = await fetch(`${api.url}/locales?lang=bg`);
      expect(response.status).toBe(200);
    } finally {
      await api.close();
    }
  });

  it('that cannot be created stops `npm run api` with one line naming the path', () => {
    const blocker = join(root, 'a-file');
    writeFileSync(blocker, 'not a folder');
    const dataDir = join(blocker, 'api');
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: join(import.meta.dirname, '../../..'),
      env: { ...process.env, PORT: '0', API_DATA_DIR: dataDir, DATABASE_URL: '' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(result.status).toBe(1);
    const lines = result.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(`Cannot create the database folder ${dataDir}`);
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });
});
