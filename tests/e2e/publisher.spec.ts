/**
 * An editor's change is live without a restart (docs/deploying.md "The publisher"): with the
 * publisher of bg-DE following the e2e stack's content API (bg-DE: the other specs write their
 * own pages into bg-BG, which it leaves alone), a casino renamed through PATCH /admin shows its
 * new name in Chromium on its review page, the casino hub and the home top list, and the cache
 * clears name those pages among a few.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { expect, test } from './fixtures/test';
import { E2E_ADMIN } from '../../playwright.config';
import { apiJson, apiUrl } from './fixtures/stack';

type Clears = { items: { body: { entry: { locale: string; slug: string } } }[] };
type Casinos = { items: { slug: string; name: string; affiliateCode: string }[] };

let publisher: ChildProcess;
let output = '';

/** Resolves once the publisher's output from `from` on matches `pattern`. */
async function logged(pattern: RegExp, from: number): Promise<void> {
  await expect.poll(() => pattern.test(output.slice(from)), { timeout: 60_000 }).toBe(true);
}

const rename = async (slug: string, name: string) => {
  const answer = await fetch(`${apiUrl()}/admin/casinos/${slug}`, {
    method: 'PATCH',
    headers: {
      'content-type': 'application/merge-patch+json',
      authorization: `Basic ${Buffer.from(`${E2E_ADMIN.user}:${E2E_ADMIN.password}`).toString('base64')}`,
    },
    body: JSON.stringify({ name }),
  });
  expect(answer.status).toBe(200);
};

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  const env = JSON.parse(process.env.E2E_STACK_ENV ?? '{}') as NodeJS.ProcessEnv;
  publisher = spawn(
    process.execPath,
    ['prerender/start.mjs', '--watch', '--out', 'out-e2e', '--locale', 'bg-DE'],
    { env: { ...process.env, ...env, PRERENDER_WATCH_WINDOW_MS: '50' } },
  );
  // A worker torn down after a failure must not leave it publishing into the next attempt.
  process.once('exit', () => publisher.kill('SIGKILL'));
  publisher.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  publisher.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  await logged(/live: bg-DE/, 0);
});

test.afterAll(async () => {
  const exited = new Promise((done) => publisher.once('exit', done));
  publisher.kill('SIGTERM');
  await exited;
});

test('a renamed casino shows on its review, the hub and the home top list; few pages are cleared', async ({
  page,
}) => {
  await page.goto('/de');
  const code = await page.locator('[data-ranked]').first().getAttribute('data-ranked');
  const { items } = await apiJson<Casinos>('/casinos?pageSize=100');
  const casino = items.find((c) => c.affiliateCode === code);
  if (!casino) throw new Error(`no casino for ${String(code)}`);
  const name = `${casino.name} Преименувано`;
  const before = (await apiJson<Clears>('/__test/cache-clears')).items.length;
  await rename(casino.slug, name);
  // Live is what the CDN answers: another spec's edit may make a patch of its own meanwhile.
  const served = (slug: string) => fetch(new URL(`/de/${slug}`, page.url())).then((a) => a.text());
  await expect.poll(() => served(casino.slug), { timeout: 60_000 }).toContain(name);

  await page.goto(`/de/${casino.slug}`);
  await expect(page.locator('main')).toContainText(name);
  await page.goto('/de/online-casinos');
  await expect(page.locator('main [data-ranked]').filter({ hasText: name })).toHaveCount(1);
  await page.goto('/de');
  await expect(page.locator('main [data-ranked]').filter({ hasText: name }).first()).toBeVisible();

  // bg-DE's only: the specs that publish a bg-BG tree of their own (xss, offline) clear through
  // the same API meanwhile, and this publisher builds bg-DE alone (--locale).
  const clears = (await apiJson<Clears>('/__test/cache-clears')).items
    .slice(before)
    .map((i) => i.body.entry)
    .filter((c) => c.locale === 'bg-DE');
  const slugs = new Set(clears.map((c) => c.slug));
  for (const slug of [casino.slug, 'home', 'online-casinos']) expect(slugs).toContain(slug);
  // Exactly the changed pages (tests/integration/prerender/publisher.test.ts compares them with
  // the files; here another spec's edits may patch pages meanwhile): few of the site's pages.
  const { pages } = (await (
    await fetch(`${apiUrl()}/pages`, { headers: { 'x-locale': 'bg-DE' } })
  ).json()) as { pages: unknown[] };
  expect(slugs.size).toBeLessThan(pages.length / 4);

  await rename(casino.slug, casino.name);
  await expect.poll(() => served(casino.slug), { timeout: 60_000 }).not.toContain(name);
});
