/**
 * The XSS corpus (tests/fixtures/xss-corpus.ts) through the content API into every string field
 * of a page of each type: rich text, plain text rendered into HTML, attributes and JSON-LD, and
 * every URL field. The pages are prerendered into a tree of their own and read in Chromium with
 * the content security policy bypassed, so the markup alone must hold: no payload runs (the
 * sentinel __xss(n) and JS dialogs), on the prerendered page, in its islands fed by db.json and
 * the API, and in the SPA screens fed by hostile addresses.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { rmSync } from 'node:fs';
import type { Page as BrowserPage } from '@playwright/test';
import { expect, test } from './fixtures/test';
import { createCdnServer } from '../../cdn/serve';
import { KnownContent, Page } from '../../src/domain/entities';
import { AGE_GATE_OPENER } from '../../src/consent/age-gate';
import { XSS_CORPUS, type XssPayload } from '../fixtures/xss-corpus';
import { wakeIslands } from './fixtures/islands';
import { prerenderOwnTree } from './fixtures/own-tree';
import { watchExecution } from './fixtures/xss-watch';

const API = process.env.E2E_API_URL ?? 'http://127.0.0.1:4000';
const SITE = process.env.E2E_SITE_URL ?? 'http://127.0.0.1:3000';

test.use({ bypassCSP: true });

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Markup that could run script: handler attributes, script URLs, foreign scripts and frames. */
function dangerousMarkup(page: BrowserPage): Promise<string[]> {
  return page.evaluate((opener) => {
    const found: string[] = [];
    const urlAttributes = ['href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'poster'];
    for (const el of Array.from(document.querySelectorAll('*'))) {
      const tag = el.tagName.toLowerCase();
      for (const attribute of Array.from(el.attributes)) {
        const name = attribute.name.toLowerCase();
        if (name.startsWith('on') || name === 'srcdoc') found.push(`<${tag} ${name}>`);
        // Browsers drop C0 controls and spaces around a URL's scheme; so does this scan.
        // eslint-disable-next-line no-control-regex
        const bare = attribute.value.replace(/[\s\u0000-\u001f\u007f-\u00a0\u00ad\u200b]/g, '');
        if (urlAttributes.includes(name) && /^(javascript|vbscript|data:text\/html)/i.test(bare))
          found.push(`<${tag} ${name}="${attribute.value}">`);
      }
      if (tag === 'script') {
        const type = el.getAttribute('type') ?? '';
        const src = el.getAttribute('src') ?? '';
        const data = type === 'application/json' || type === 'application/ld+json';
        // The age gate's opener (src/consent/age-gate.ts) is the one inline script of the site.
        const ours = src.startsWith('/assets/') || (!src && el.textContent === opener);
        if (!data && !ours) found.push(`<script type="${type}" src="${src}">`);
      }
      if (['object', 'embed', 'base', 'frame', 'frameset'].includes(tag)) found.push(`<${tag}>`);
      if (tag === 'iframe' && !el.classList.contains('demo__frame')) found.push('<iframe>');
      if (tag === 'meta' && el.getAttribute('http-equiv')) found.push('<meta http-equiv>');
    }
    return found;
  }, AGE_GATE_OPENER);
}

/** Deals out the corpus: markup for text fields, URLs for URL fields, round-robin. */
function dealer() {
  const markup = XSS_CORPUS.filter((p) => p.kind === 'markup');
  const urls = XSS_CORPUS.filter((p) => p.kind === 'url');
  let m = 0;
  let u = 0;
  const used = new Set<number>();
  return {
    next(kind: 'markup' | 'url'): XssPayload {
      const list = kind === 'markup' ? markup : urls;
      const payload = list[(kind === 'markup' ? m++ : u++) % list.length] as XssPayload;
      return payload;
    },
    use: (p: XssPayload) => used.add(p.n),
    used,
  };
}

const isWebAddress = (text: string) => /^https?:\/\//.test(text);

/**
 * A copy of `doc` with a payload in every string field the schemas accept one in (fields such as
 * slugs, dates and enums refuse any, which the schemas are there for). A content item the
 * renderer knows must stay one it knows, or it would only be skipped.
 */
function poison(doc: Record<string, Json>, deal: ReturnType<typeof dealer>) {
  const copy = structuredClone(doc);
  const content = copy.content as Json[];
  const known = content.map((item) => KnownContent.safeParse(item).success);
  // The API refuses U+0000 in any text (PostgreSQL cannot store it): such a payload stays out.
  const valid = () =>
    !JSON.stringify(copy).includes('\\u0000') &&
    Page.safeParse(copy).success &&
    content.every((item, i) => !known[i] || KnownContent.safeParse(item).success);
  let refusedUrls = 0;
  const visit = (holder: Json[] | Record<string, Json>, key: string | number) => {
    const value = (holder as Record<string, Json>)[key];
    if (value === undefined || value === null) return;
    if (typeof value === 'object') {
      for (const k of Array.isArray(value) ? value.keys() : Object.keys(value)) visit(value, k);
      return;
    }
    if (typeof value !== 'string' || ['slug', 'locale', 'type', 'component'].includes(String(key)))
      return;
    const kinds: ('markup' | 'url')[] = isWebAddress(value) ? ['url', 'url', 'url'] : ['markup'];
    for (const kind of kinds) {
      const payload = deal.next(kind);
      (holder as Record<string, Json>)[key] = payload.text;
      if (valid()) {
        deal.use(payload);
        return;
      }
      if (kind === 'url') refusedUrls += 1;
    }
    (holder as Record<string, Json>)[key] = value;
  };
  for (const key of Object.keys(copy)) visit(copy, key);
  return { doc: copy, refusedUrls };
}

async function api<T>(path: string, init?: RequestInit): Promise<T> {
  const response = await fetch(`${API}${path}`, {
    ...init,
    headers: { 'x-locale': 'bg-BG', 'content-type': 'application/json', ...init?.headers },
  });
  expect(response.status, `${init?.method ?? 'GET'} ${path}`).toBe(200);
  return (await response.json()) as T;
}

test('no payload of the corpus runs on a prerendered page of any type or its islands', async ({
  page,
}) => {
  test.setTimeout(180_000);
  expect(XSS_CORPUS.length).toBeGreaterThanOrEqual(100);
  const run = Math.random().toString(36).slice(2, 8);
  const outDir = `out-e2e-xss-${run}`;
  const { pages } = await api<{ pages: { slug: string; type: string }[] }>('/pages');
  const firsts = new Map<string, string>();
  for (const p of pages) if (!firsts.has(p.type)) firsts.set(p.type, p.slug);
  const deal = dealer();
  const slugs: string[] = [];
  let firstDoc: Record<string, Json> = {};
  let refusedUrls = 0;
  let server: Server | undefined;
  try {
    for (const [type, slug] of firsts) {
      const doc = await api<Record<string, Json>>(`/${slug}`);
      const hostile = poison(doc, deal);
      refusedUrls += hostile.refusedUrls;
      const own = `xss-${type}-${run}`;
      hostile.doc.slug = own;
      hostile.doc.updatedAt = new Date().toISOString();
      await api(`/__test/pages/bg-BG/${own}`, { method: 'PUT', body: JSON.stringify(hostile.doc) });
      slugs.push(own);
      if (slugs.length === 1) firstDoc = hostile.doc;
    }
    // Every payload went into some field but those the API refuses in any field: text with
    // U+0000 (PostgreSQL cannot store it) and addresses that are not http(s). Each of those is
    // shown refused with 400, as an image address and as a title.
    const unplaced = XSS_CORPUS.filter((p) => !deal.used.has(p.n));
    const refusable = (p: XssPayload) =>
      p.text.includes('\0') || (p.kind === 'url' && !/^https?:\/\/[^/]/.test(p.text));
    expect(unplaced.filter((p) => !refusable(p))).toEqual([]);
    expect(refusedUrls).toBeGreaterThan(0);
    for (const p of unplaced) {
      const meta = firstDoc.meta as { image: Record<string, Json> };
      const hostile = p.text.includes('\0')
        ? { ...firstDoc, title: p.text }
        : { ...firstDoc, meta: { ...meta, image: { ...meta.image, src: p.text } } };
      const refused = await fetch(`${API}/__test/pages/bg-BG/${slugs[0] ?? ''}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(hostile),
      });
      expect(refused.status, `payload ${String(p.n)}`).toBe(400);
    }

    await prerenderOwnTree(outDir, API);
    server = createCdnServer({ outDir });
    const cdn = server;
    await new Promise<void>((resolve) => cdn.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(cdn.address() as AddressInfo).port}`;
    // The page's db.json race asks the site's storage: this tree's copy answers it.
    await page.route(`${SITE}/storage/**`, async (route) => {
      const url = new URL(route.request().url());
      await route.fulfill({ response: await page.request.fetch(`${base}${url.pathname}`) });
    });
    const ran = await watchExecution(page);
    for (const slug of slugs) {
      await page.goto(`${base}/${slug}`);
      await expect(page.locator('h1').first()).toBeVisible();
      await wakeIslands(page);
      expect(await dangerousMarkup(page), slug).toEqual([]);
      expect(ran, slug).toEqual([]);
    }
  } finally {
    server?.closeAllConnections();
    server?.close();
    for (const slug of slugs)
      await fetch(`${API}/__test/pages/bg-BG/${slug}`, { method: 'DELETE' });
    rmSync(outDir, { recursive: true, force: true });
  }
});

test('no payload runs through the addresses the SPA screens and islands read', async ({ page }) => {
  test.setTimeout(90_000);
  const ran = await watchExecution(page);
  await page.route(/^https:\/\/[^/]+\.example-operator\.com\//, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>operator</h1>' }),
  );
  const markup = XSS_CORPUS.filter((p) => p.kind === 'markup').slice(0, 24);
  const { items } = await api<{ items: { affiliateCode: string }[] }>('/casinos?pageSize=1');
  const code = items[0]?.affiliateCode ?? '';
  for (const [i, payload] of markup.entries()) {
    const q = encodeURIComponent(payload.text);
    const path = [
      `/?refId=${q}`,
      `/?emailVerifyToken=${q}`,
      `/?passwordVerifyToken=${q}`,
      `/search?s=${q}`,
      `/compare-casinos?ids=${q}`,
      `/casino-games?provider=${q}&tag=${q}`,
      `/login?next=${q}#${q}`,
      `/go/${code}?bonusId=${q}&locale=${q}&row=${q}`,
    ][i % 8] as string;
    await page.goto(path);
    if (path.startsWith('/go/')) await page.waitForURL(/example-operator\.com|not-found|\/go\//);
    else await wakeIslands(page);
    if (!path.startsWith('/go/')) expect(await dangerousMarkup(page), path).toEqual([]);
    expect(ran, path).toEqual([]);
  }
});
