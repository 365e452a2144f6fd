/**
 * `npm run bench:client` (issue 6): builds, prerenders and serves the site (the same stack as
 * the e2e tests), then for the home, a casino, a slot and an article page reports the eager JS
 * (gzipped bytes of every script fetched before any interaction), the JS after every island
 * woke, and Lighthouse 12 mobile performance, LCP, TBT and CLS with Debian chromium.
 */
import { gzipSync } from 'node:zlib';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium';
import { startStack } from '../scripts/stack';

const FLAGS = ['--headless=new', ...CHROMIUM_ARGS];

type Row = {
  page: string;
  eagerGz: number;
  afterIslandsGz: number;
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
};

/** Gzipped sizes of the scripts a page fetched, recorded by URL. */
function recordScripts(page: Page): Map<string, number> {
  const sizes = new Map<string, number>();
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    void response.body().then(
      (body) => sizes.set(response.url(), gzipSync(body, { level: 9 }).length),
      () => undefined,
    );
  });
  return sizes;
}

const sum = (m: Map<string, number>) => [...m.values()].reduce((a, b) => a + b, 0);

async function measureJs(url: string): Promise<{ eager: number; after: number }> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  try {
    const page = await browser.newPage();
    const sizes = recordScripts(page);
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1500); // the affiliate listener module loads after 1 s (SPEC §9)
    await page.waitForLoadState('networkidle');
    const eager = sum(sizes);
    // Wake everything: scroll through the page, then hover and click each island.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 400) {
        window.scrollTo(0, y);
        await new Promise((r) => setTimeout(r, 50));
      }
    });
    for (const island of await page.locator('[data-island]').all()) {
      await island.hover({ force: true, trial: false }).catch(() => undefined);
    }
    await page.waitForLoadState('networkidle');
    return { eager, after: sum(sizes) };
  } finally {
    await browser.close();
  }
}

async function measureLighthouse(url: string) {
  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: FLAGS });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      formFactor: 'mobile',
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      lcpMs: audit('largest-contentful-paint'),
      tbtMs: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
    };
  } finally {
    chrome.kill();
  }
}

const stack = await startStack({
  apiPort: 4390,
  sitePort: 3390,
  outDir: 'bench/results/out-client',
  testEndpoints: false,
  dataDir: 'memory',
  env: { STAGE: 'e2e' },
});
try {
  const first = async (path: string) =>
    ((await (await fetch(`${stack.apiUrl}${path}`)).json()) as { items: { slug: string }[] })
      .items[0]?.slug ?? '';
  const pages = (await (await fetch(`${stack.apiUrl}/pages`)).json()) as {
    pages: { slug: string; type: string }[];
  };
  const article = pages.pages.find((p) => p.type === 'article')?.slug ?? '';
  const targets: [string, string][] = [
    ['home', '/'],
    ['casino', `/${await first('/casinos?pageSize=1')}`],
    ['slot', `/${await first('/slots?pageSize=1')}`],
    ['article', `/${article}`],
  ];
  const rows: Row[] = [];
  for (const [name, path] of targets) {
    const url = `${stack.siteUrl}${path}`;
    const js = await measureJs(url);
    const lh = await measureLighthouse(url);
    const row = { page: name, eagerGz: js.eager, afterIslandsGz: js.after, ...lh };
    console.log(JSON.stringify(row));
    rows.push(row);
  }
  console.log(
    `\nbench:client ${new Date().toISOString()} (2 cores, Node ${process.version}, Debian chromium, Lighthouse mobile)`,
  );
  console.log(
    '| page | eager JS (gz) | JS after every island woke (gz) | Lighthouse | LCP | TBT | CLS |\n|---|---|---|---|---|---|---|',
  );
  for (const r of rows) {
    console.log(
      `| ${r.page} | ${(r.eagerGz / 1024).toFixed(1)} KB | ${(r.afterIslandsGz / 1024).toFixed(1)} KB | ${r.score} | ${Math.round(r.lcpMs)} ms | ${Math.round(r.tbtMs)} ms | ${r.cls.toFixed(3)} |`,
    );
  }
} finally {
  await stack.stop();
}
