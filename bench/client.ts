/**
 * `npm run bench:client`: our lazy islands beside stock vike-react whole-page
 * hydration, on the same four pages (home, a casino, a slot, an article) with the same content.
 *
 * - ours: the product as it ships. The stack of the e2e tests (scripts/stack.ts: content API,
 *   `vike build`, our prerender pipeline, the local CDN) on :3390. Page components are
 *   server-only; renderer/+client.ts boots the small app runtime and wakes islands lazily.
 * - vike-react: bench/whole-page/, a second vike app whose +Page renders the same templates,
 *   layout and shell from src/ with the same PageView from the content API, but hydrated whole by
 *   vike-react's own client entry (client routing, SSR, its defaults). Islands render in place
 *   and sanitize-html stays on the server (see bench/whole-page/vite.config.ts); no product boot
 *   runtime. Prerendered by vike, served on :3391 with the CDN's compression.
 *
 * Per page and variant: eager JS (gzipped bytes of every script fetched before any interaction,
 * idle-time loads included, in a 412x823 mobile viewport), JS after scrolling through the page
 * and waking every island, and Lighthouse 12 mobile (default simulated throttling) performance
 * score, LCP, TBT and CLS with Debian chromium, the median of BENCH_LH_RUNS runs (default 3).
 * Full Lighthouse reports go to bench/results/lighthouse/. Installability (manifest, icons, service
 * worker) is Chromium's own check, once on our home page.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium';
import { startStack } from '../scripts/stack';
import { ensureBenchPackages } from './tools';
import { createWholePageServer } from './whole-page/serve';
import { visitorCookies } from '../tests/e2e/fixtures/visitor';
import { captionOf, runFacts, saveFigures } from './figures';

const FLAGS = ['--headless=new', ...CHROMIUM_ARGS];
const LH_RUNS = Number(process.env.BENCH_LH_RUNS ?? 3);
const STOCK_PORT = 3391;
const root = fileURLToPath(new URL('..', import.meta.url));
// Lighthouse, chrome-launcher and stock vike-react live in bench/package.json (bench/tools.ts).
ensureBenchPackages('bench', 'lighthouse');
const { launch } = await import('chrome-launcher');
const { default: lighthouse } = await import('lighthouse');
const { default: puppeteer } = await import('puppeteer-core');
const resultsDir = `${root}bench/results`;

/**
 * ours: a first visit (no cookies: on bg-BG the age gate shows, then the cookie consent);
 * ours-returning: an adult who answered both (tests/e2e/fixtures/visitor.ts); vike-react has no
 * gates.
 */
type Variant = 'ours' | 'ours-returning' | 'vike-react';

/** A phone's Chrome without Lighthouse's token: the consent dialog hides from crawlers only. */
const PERSON_UA =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36';

type Figures = {
  eagerGz: number;
  byLoadGz: number;
  afterGz: number;
  eagerScripts: Record<string, number>;
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** The lowest and highest of the runs, beside each median. */
  spread: { score: [number, number]; lcpMs: [number, number]; tbtMs: [number, number] };
  diagnostics: Record<string, unknown>;
};

/** Gzipped sizes of the scripts a page fetched by URL, and a wait for a quiet network. */
function recordNetwork(page: Page) {
  const sizes = new Map<string, number>();
  const bodies = new Set<Promise<void>>();
  let inflight = 0;
  let lastChange = Date.now();
  // An EventSource (the refresh watch) never finishes; it is not a load to wait for.
  const counted = (type: string) => type !== 'eventsource' && type !== 'websocket';
  page.on('request', (request) => {
    if (!counted(request.resourceType())) return;
    inflight += 1;
    lastChange = Date.now();
  });
  const done = (type: string) => {
    if (!counted(type)) return;
    inflight -= 1;
    lastChange = Date.now();
  };
  page.on('requestfinished', (request) => done(request.resourceType()));
  page.on('requestfailed', (request) => done(request.resourceType()));
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = response.body().then(
      (buffer) => void sizes.set(response.url(), gzipSync(buffer, { level: 9 }).length),
      () => undefined,
    );
    bodies.add(body);
    void body.finally(() => bodies.delete(body));
  });
  /** Resolves once nothing was in flight for `quietMs` (at most `maxMs`) and bodies are read. */
  const settle = async (quietMs = 500, maxMs = 15_000): Promise<void> => {
    const deadline = Date.now() + maxMs;
    while (Date.now() < deadline && (inflight > 0 || Date.now() - lastChange < quietMs)) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await Promise.all([...bodies]);
  };
  return { sizes, settle };
}

const sum = (m: Map<string, number>) => [...m.values()].reduce((a, b) => a + b, 0);

async function measureJs(url: string, returning: boolean) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    // Lighthouse's mobile viewport, so 'viewport' islands see what the Lighthouse run sees.
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      isMobile: true,
      hasTouch: true,
      userAgent: PERSON_UA,
    });
    if (returning) await context.addCookies(visitorCookies(new URL(url).hostname));
    const page = await context.newPage();
    const net = recordNetwork(page);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    const response = await page.goto(url, { waitUntil: 'load' });
    if (response?.status() !== 200) throw new Error(`${url} answered ${response?.status()}`);
    // The affiliate listener module loads 1 s after boot (product §9) and idle-time work within
    // 2 s (requestIdleCallback's timeout in src/app/boot.ts): both count as eager.
    await page.waitForTimeout(2500);
    await net.settle();
    const eager = new Map(net.sizes);
    // The part of it requested before the load event (the rest is timers and idle-time work).
    const byLoad = await page.evaluate(() => {
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      return performance
        .getEntriesByType('resource')
        .filter((e) => e.startTime < nav.loadEventStart)
        .map((e) => e.name);
    });
    const byLoadGz = [...eager].reduce((n, [u, gz]) => n + (byLoad.includes(u) ? gz : 0), 0);
    // A first visit stops at the gates: behind a modal dialog the islands cannot be woken.
    if (!returning && (await page.locator('dialog[open]').count()) > 0) {
      return {
        mainHydrated: false,
        eagerGz: sum(eager),
        byLoadGz,
        afterGz: sum(eager),
        eagerScripts: Object.fromEntries(
          [...eager].map(([u, gz]) => [new URL(u).pathname, gz] as const),
        ),
      };
    }
    // Wake everything: scroll through the page (viewport islands), then hover each island
    // ('event' islands wake on mouseover) and wait until each has hydrated or failed.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 300) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    });
    for (const island of await page.locator('[data-island]').all()) {
      await island.scrollIntoViewIfNeeded().catch(() => undefined);
      await island.hover({ force: true }).catch(() => undefined);
    }
    await page
      .waitForFunction(
        () =>
          document.querySelectorAll('[data-island]:not([data-hydrated]):not([data-hydrate-failed])')
            .length === 0,
        undefined,
        { timeout: 15_000 },
      )
      .catch(() => console.warn(`bench:client: not every island of ${url} woke within 15 s`));
    await net.settle();
    const failed = await page.locator('[data-hydrate-failed]').count();
    if (failed > 0) console.warn(`bench:client: ${failed} island(s) of ${url} failed to hydrate`);
    // A hydration mismatch or a failing island would make the figures meaningless.
    if (errors.length > 0)
      console.warn(`bench:client: errors on ${url}:\n  ${errors.join('\n  ')}`);
    // Sanity: stock vike-react hydrates <main> with the rest; ours leaves it static HTML.
    const mainHydrated = await page.evaluate(() => {
      const main = document.querySelector('main');
      return main !== null && Object.keys(main).some((key) => key.startsWith('__reactFiber'));
    });
    return {
      mainHydrated,
      eagerGz: sum(eager),
      byLoadGz,
      afterGz: sum(net.sizes),
      eagerScripts: Object.fromEntries(
        [...eager].map(([u, gz]) => [new URL(u).pathname, gz] as const),
      ),
    };
  } finally {
    await browser.close();
  }
}

/**
 * Chromium's installability check, the one Lighthouse's installable-manifest audit ran before
 * Lighthouse 12 dropped its PWA category: manifest, icons, worker, secure context.
 * A persistent profile, because Chromium never offers to install from an incognito one.
 */
async function measureInstallability(url: string): Promise<string[]> {
  const profile = mkdtempSync(join(tmpdir(), 'bench-install-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(url, { waitUntil: 'load' });
    // The worker registers when idle after the first interaction and marks <html data-sw> once
    // it controls the page.
    await page.mouse.move(10, 10);
    await page.waitForSelector('html[data-sw]', { timeout: 15_000 });
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    return installabilityErrors.map((e) => e.errorId);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

/** The lowest and the highest of `values`. */
const rangeOf = (values: number[]): [number, number] => [Math.min(...values), Math.max(...values)];

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] ?? Number.NaN)
    : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

type AuditDetails = { items?: Record<string, unknown>[] };

/** What explains a score: render-blocking requests, script boot-up, the LCP element, shifts. */
function diagnosticsOf(
  audits: Record<string, { numericValue?: number; details?: unknown; displayValue?: string }>,
) {
  const items = (id: string) => ((audits[id]?.details ?? {}) as AuditDetails).items ?? [];
  const short = (u: unknown) => String(u).replace(/^https?:\/\/127\.0\.0\.1:\d+/, '');
  return {
    renderBlocking: items('render-blocking-resources').map(
      (i) => `${short(i.url)} ${String(i.wastedMs)} ms`,
    ),
    bootup: items('bootup-time')
      .slice(0, 4)
      .map((i) => `${short(i.url)} ${Math.round(Number(i.total))} ms`),
    mainThread: audits['mainthread-work-breakdown']?.displayValue,
    lcpElement: (
      items('largest-contentful-paint-element')[0] as { items?: { node?: { selector?: string } }[] }
    )?.items?.[0]?.node?.selector,
    layoutShifts: items('layout-shifts').length,
    fcpMs: audits['first-contentful-paint']?.numericValue,
    speedIndexMs: audits['speed-index']?.numericValue,
  };
}

/** A tab of the browser at `port` holding the returning visitor's cookies for `url`'s host. */
async function pageWithVisitorCookies(port: number, url: string) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${String(port)}` });
  const page = await browser.newPage();
  await browser.setCookie(...visitorCookies(new URL(url).hostname));
  return page;
}

async function measureLighthouse(url: string, label: string, returning: boolean) {
  const runs: {
    score: number;
    lcpMs: number;
    tbtMs: number;
    cls: number;
    diagnostics: Record<string, unknown>;
  }[] = [];
  for (let run = 0; run < LH_RUNS; run++) {
    const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: FLAGS });
    try {
      // A person's user agent: Lighthouse's own token hides the consent dialog (crawlers).
      const flags = {
        port: chrome.port,
        output: 'json' as const,
        logLevel: 'error' as const,
        onlyCategories: ['performance'],
        formFactor: 'mobile' as const,
        emulatedUserAgent: PERSON_UA,
      };
      // Returning: the gates' cookies in the browser itself, where the page's script reads
      // them (a Cookie header alone reaches the server, and the gates would show).
      const result = returning
        ? await lighthouse(
            url,
            { ...flags, disableStorageReset: true },
            undefined,
            await pageWithVisitorCookies(chrome.port, url),
          )
        : await lighthouse(url, flags);
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
      if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
      mkdirSync(`${resultsDir}/lighthouse`, { recursive: true });
      writeFileSync(`${resultsDir}/lighthouse/${label}-${run + 1}.json`, JSON.stringify(lhr));
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      runs.push({
        score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        lcpMs: audit('largest-contentful-paint'),
        tbtMs: audit('total-blocking-time'),
        cls: audit('cumulative-layout-shift'),
        diagnostics: diagnosticsOf(lhr.audits),
      });
    } finally {
      chrome.kill();
    }
  }
  // Median per metric; the diagnostics of the run whose score is the median.
  const score = median(runs.map((r) => r.score));
  return {
    score,
    lcpMs: median(runs.map((r) => r.lcpMs)),
    tbtMs: median(runs.map((r) => r.tbtMs)),
    cls: median(runs.map((r) => r.cls)),
    spread: {
      score: rangeOf(runs.map((r) => r.score)),
      lcpMs: rangeOf(runs.map((r) => r.lcpMs)),
      tbtMs: rangeOf(runs.map((r) => r.tbtMs)),
    },
    diagnostics: (runs.find((r) => r.score === Math.round(score)) ?? runs[0])?.diagnostics ?? {},
  };
}

/** Builds and prerenders the stock vike-react app (bench/whole-page/) for `paths`. */
function buildWholePage(paths: string[], apiUrl: string, siteUrl: string): void {
  const started = Date.now();
  const result = spawnSync('npx', ['vike', 'build'], {
    cwd: `${root}bench/whole-page`,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      STAGE: 'e2e',
      API_BASE_URL: apiUrl,
      SITE_URL: siteUrl,
      VITE_STAGE: 'e2e',
      VITE_API_BASE_URL: apiUrl,
      VITE_SITE_URL: siteUrl,
      VITE_STORAGE_BASE_URL: `${siteUrl}/storage`,
      WHOLE_PAGE_URLS: paths.join(','),
    },
  });
  if (result.status !== 0)
    throw new Error(`whole-page build failed (exit ${String(result.status)})`);
  console.log(
    `bench:client: vike-react app built and prerendered in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

const facts = runFacts('npm run bench:client');
const stack = await startStack({
  apiPort: 4390,
  sitePort: 3390,
  outDir: 'bench/results/out-client',
  testEndpoints: false,
  dataDir: 'memory',
  authEmulatorPort: 9390,
  env: { STAGE: 'e2e' },
});
let stockServer: Server | undefined;
try {
  const first = async (path: string) =>
    ((await (await fetch(`${stack.apiUrl}${path}`)).json()) as { items: { slug: string }[] })
      .items[0]?.slug ?? '';
  const pages = (await (await fetch(`${stack.apiUrl}/pages`)).json()) as {
    pages: { slug: string; type: string }[];
  };
  const ofType = (type: string) => pages.pages.find((p) => p.type === type)?.slug ?? '';
  const targets: [string, string][] = [
    ['home', '/'],
    ['casino', `/${await first('/casinos?pageSize=1')}`],
    ['slot', `/${await first('/slots?pageSize=1')}`],
    ['article', `/${ofType('article')}`],
    ['casino-bonus', `/${ofType('casino-bonus')}`],
    ['named route', '/compare-casinos'],
  ];
  buildWholePage(
    targets.map(([, path]) => path),
    stack.apiUrl,
    stack.siteUrl,
  );
  stockServer = createWholePageServer(`${root}bench/results/whole-page/dist/client`);
  await new Promise<void>((resolve) => stockServer?.listen(STOCK_PORT, '127.0.0.1', resolve));
  const bases: Record<Variant, string> = {
    ours: stack.siteUrl,
    'ours-returning': stack.siteUrl,
    'vike-react': `http://127.0.0.1:${STOCK_PORT}`,
  };
  const rows: { page: string; path: string; figures: Record<Variant, Figures> }[] = [];
  for (const [name, path] of targets) {
    const figures = {} as Record<Variant, Figures>;
    for (const variant of ['ours', 'ours-returning', 'vike-react'] as const) {
      const url = `${bases[variant]}${path}`;
      const returning = variant !== 'ours';
      const js = await measureJs(url, returning);
      const lh = await measureLighthouse(url, `${variant}-${name}`, returning);
      figures[variant] = { ...js, ...lh };
      console.log(JSON.stringify({ page: name, variant, path, ...figures[variant] }));
    }
    rows.push({ page: name, path, figures });
  }
  const installability = await measureInstallability(stack.siteUrl);
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const ms = (value: number) => `${Math.round(value)} ms`;
  const pair = (f: Record<Variant, Figures>, show: (x: Figures) => string) =>
    `${show(f.ours)} / ${show(f['ours-returning'])} / ${show(f['vike-react'])}`;
  /** A median with the range of its runs in brackets, when they differ. */
  const withRange = (middle: string, [low, high]: [number, number], unit = '') =>
    low === high
      ? middle
      : `${middle} (${String(Math.round(low))}–${String(Math.round(high))}${unit})`;
  console.log(
    `\nbench:client ${new Date().toISOString()} (Node ${process.version}, Debian chromium, Lighthouse 12 mobile, median of ${LH_RUNS})`,
  );
  console.log(
    `Installable (Chromium's check on ours): ${installability.length === 0 ? 'yes' : `no: ${installability.join(', ')}`}`,
  );
  console.log(
    'Each cell: ours, first visit (gates showing) / ours, returning visitor / stock vike-react (whole-page hydration); a median with the range of its runs in brackets.\n',
  );
  console.log(
    '| page | eager JS (gz) | of which by the load event | JS after every island woke (gz) | Lighthouse | LCP | TBT | CLS |\n|---|---|---|---|---|---|---|---|',
  );
  for (const { page, path, figures: f } of rows) {
    console.log(
      `| ${page} (\`${path}\`) | ${pair(f, (x) => kb(x.eagerGz))} | ${pair(f, (x) => kb(x.byLoadGz))} | ${pair(f, (x) => kb(x.afterGz))} | ${pair(f, (x) => withRange(String(x.score), x.spread.score))} | ${pair(f, (x) => withRange(ms(x.lcpMs), x.spread.lcpMs, ' ms'))} | ${pair(f, (x) => withRange(ms(x.tbtMs), x.spread.tbtMs, ' ms'))} | ${pair(f, (x) => x.cls.toFixed(3))} |`,
    );
  }
  const caption = captionOf(facts);
  const VISITORS: [Variant, string][] = [
    ['ours', 'ours, first visit'],
    ['ours-returning', 'ours, returning'],
    ['vike-react', 'stock vike-react'],
  ];
  const byPage = (value: (f: Figures) => number) =>
    rows.map(({ page, figures: f }) => ({
      label: page,
      bars: VISITORS.map(([variant, label]) => ({ label, value: value(f[variant]) })),
    }));
  saveFigures(
    'client',
    { ...facts, lighthouseRuns: LH_RUNS, installability, rows },
    {
      'client-eager-js': {
        title: 'Script run before the first interaction (gzipped)',
        unit: 'KB',
        caption,
        target: { value: 15, label: 'budget 15 KB' },
        groups: byPage((x) => x.eagerGz / 1024),
      },
      'client-lcp': {
        title: `Largest contentful paint (Lighthouse mobile, median of ${String(LH_RUNS)})`,
        unit: 'ms',
        caption,
        target: { value: 1200, label: 'target 1.2 s' },
        groups: byPage((x) => x.lcpMs),
      },
    },
  );
} finally {
  stockServer?.close();
  await stack.stop();
}
