import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { retireOldBuilds } from '../../../../prerender/publish/switch';
import type { LiveRecord } from '../../../../src/domain/entities/published-tree';

let out: string;
beforeEach(() => {
  out = mkdtempSync(join(tmpdir(), 'prerender-retire-'));
});
afterEach(() => {
  rmSync(out, { recursive: true, force: true });
});

/** A build folder: with a locale's pages, or only a patch's compliance report. */
function build(id: string, pages: boolean): void {
  const dir = join(out, '.builds', id);
  mkdirSync(pages ? join(dir, 'bg-BG', 'html') : dir, { recursive: true });
  writeFileSync(join(dir, 'compliance.json'), '{}');
}

const liveOn = (buildId: string) =>
  ({ locales: { 'bg-BG': { buildId } } }) as unknown as LiveRecord;

it('keeps the newest builds with pages; the reports patches leave do not push them out', async () => {
  for (const id of ['20261101', '20261102', '20261103', '20261104']) build(id, true);
  // Three patches of the live build: each leaves a folder holding its compliance report.
  for (const id of ['20261105', '20261106', '20261107']) build(id, false);
  await retireOldBuilds(out, liveOn('20261104'), 3);
  expect(readdirSync(join(out, '.builds')).sort()).toEqual([
    '20261102',
    '20261103',
    '20261104',
    '20261105',
    '20261106',
    '20261107',
  ]);
});

it('retires a report older than every build it keeps', async () => {
  build('20261101', false);
  for (const id of ['20261102', '20261103', '20261104', '20261105']) build(id, true);
  await retireOldBuilds(out, liveOn('20261105'), 3);
  expect(readdirSync(join(out, '.builds')).sort()).toEqual(['20261103', '20261104', '20261105']);
});

/** Resolves once `check` holds, polling; fails after `ms`. */
async function until(check: () => boolean, ms = 10_000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

it('the trash the background deletion empties is never the one the next run writes into', async () => {
  for (const id of ['20261101', '20261102']) build(id, true);
  for (let i = 0; i < 200; i += 1)
    writeFileSync(join(out, '.builds', '20261101', `f${String(i)}`), '');
  await retireOldBuilds(out, liveOn('20261102'), 1);
  // The next run (under the publish lock) retires into a `.trash` of its own at once.
  expect(existsSync(join(out, '.trash'))).toBe(false);
  mkdirSync(join(out, '.trash', 'next'), { recursive: true });
  writeFileSync(join(out, '.trash', 'next', 'kept'), '');
  await until(() => readdirSync(out).every((name) => !name.startsWith('.trash-')));
  expect(readdirSync(join(out, '.trash', 'next'))).toEqual(['kept']);
});
