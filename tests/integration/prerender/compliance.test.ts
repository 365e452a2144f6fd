/**
 * The compliance check before publish (docs/compliance.md "The build's compliance check"): a
 * real build against the local API passes, each planted violation fails its locale naming page
 * and rule, the strict advertising profile builds without bonus figures or popup, and a casino
 * that loses its NRA licence loses every affiliate link on the next build.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { COMPLIANCE_FILE } from '../../../prerender/check/compliance/judge';
import { readLive } from '../../../prerender/read/live';
import type { RunningApi } from '../../../server/listen';
import { DE_COMPLIANCE } from '../../../server/seed/compliance';
import type { Licence, Page } from '../../../src/domain/entities';
import type { ComplianceProfile } from '../../../src/domain/entities/compliance';
import { buildPath } from '../../../src/domain/entities/published-tree';
import { startTestApi } from '../server/helpers';
import { runPrerenderCli } from './cli';
import { cmsOf } from './cms';
import { liveHtml as liveHtmlOf } from './live-html';

let api: RunningApi;
let out: string;

const prerender = (args: string[] = []) => runPrerenderCli(api.url, out, args);
const readPage = (locale: string, slug: string) => cmsOf(api.url).readPage(locale, slug);
const putPage = (locale: string, page: Page) => cmsOf(api.url).putPage(locale, page);
const put = (path: string, body: unknown) => cmsOf(api.url).put(path, body);
const putProfile = (locale: string, profile: ComplianceProfile) =>
  put(`/__test/locales/${locale}/compliance`, profile);

/** The page `slug` of `locale` with one more content item, as an editor would add it. */
async function planted(locale: string, slug: string, item: Record<string, unknown>) {
  const read = await readPage(locale, slug);
  // A page planted before keeps its own content only.
  const page = { ...read, content: read.content.filter((c) => c.id !== 'planted') };
  const changed = { ...page, content: [...page.content, { id: 'planted', ...item }] };
  expect((await putPage(locale, changed as Page)).status).toBe(200);
  return page;
}

/** Every HTML file of a locale's live build. */
const liveHtml = (locale: string) => liveHtmlOf(out, locale);

const DAY_MS = 86_400_000;
/** What the test reads of compliance.json. */
const Report = z.object({
  locales: z.record(
    z.string(),
    z.object({
      refused: z.boolean(),
      checked: z.number(),
      profile: z.object({ licenceRegister: z.string().nullable() }),
    }),
  ),
});

beforeAll(async () => {
  api = await startTestApi();
  out = mkdtempSync(join(tmpdir(), 'prerender-compliance-'));
}, 180_000);
afterAll(async () => {
  await api.close();
  rmSync(out, { recursive: true, force: true });
});

describe('the compliance check', () => {
  it('the seed passes in both locales and the report is written into the build', async () => {
    const run = await prerender();
    expect(run.status, run.output).toBe(0);
    expect(run.output).toMatch(/bg-BG: compliance passed: \d+ pages checked, 0 failures/);
    expect(run.output).toMatch(/bg-DE: compliance passed: \d+ pages checked, 0 failures/);
    const buildId = (await readLive(out))?.locales['bg-BG']?.buildId ?? '';
    const text = readFileSync(join(buildPath(out, buildId), COMPLIANCE_FILE), 'utf8');
    const report = Report.parse(JSON.parse(text));
    expect(report.locales['bg-BG']?.refused).toBe(false);
    expect(report.locales['bg-BG']?.checked).toBeGreaterThan(10);
    expect(report.locales['bg-DE']?.profile.licenceRegister).toBe('ggl');
  });

  it('an affiliate link without rel="sponsored" fails the build, naming page and rule', async () => {
    const before = await planted('bg-DE', 'about-us', {
      component: 'rich-text',
      html: '<p>Вижте <a href="/go/planted-code">офертата</a>.</p>',
    });
    const run = await prerender(['--locale', 'bg-DE']);
    expect(run.status, run.output).toBe(1);
    expect(run.output).toContain(
      'prerender: bg-DE: fail page about-us: sponsored-rel: /go/planted-code lacks rel="sponsored"',
    );
    expect(run.output).toMatch(/bg-DE NOT published.*about-us/);
    expect((await putPage('bg-DE', before)).status).toBe(200);
  });

  it('on bg-BG, a link to an operator without an active NRA licence fails the build', async () => {
    const home = await readPage('bg-BG', 'home');
    const code = home.unlinkedOperators[0] ?? '';
    expect(code).not.toBe('');
    const before = await planted('bg-BG', 'about-us', {
      component: 'rich-text',
      html: `<p><a href="/go/${code}">Играй</a></p>`,
    });
    const run = await prerender(['--locale', 'bg-BG']);
    expect(run.status, run.output).toBe(1);
    expect(run.output).toContain(
      `prerender: bg-BG: fail page about-us: licence-link: links /go/${code}, an operator without an active NRA licence`,
    );
    expect((await putPage('bg-BG', before)).status).toBe(200);
  });

  it('an offer verified over 2N days ago fails the build, over N days only warns', async () => {
    const home = await readPage('bg-DE', 'home');
    const list = home.content.find((c) => c.component === 'casino-top-list') as
      { casinos: { slug: string }[] } | undefined;
    const casino = list?.casinos[0];
    expect(casino).toBeDefined();
    const record = (await readPage('bg-DE', casino?.slug ?? '')).casino;
    const headline = record?.bonuses.find((b) => b.id === record.bonusId);
    expect(headline).toBeDefined();
    // The date is the bonus record's, as an editor writes it: a page shows its casinos as they are now.
    const verify = (verifiedAt: unknown) =>
      cmsOf(api.url).patch(`bonuses/${String(headline?.id)}`, { verifiedAt });
    const aged = (days: number) => verify(new Date(Date.now() - days * DAY_MS).toISOString());
    const before = await planted('bg-DE', 'about-us', {
      component: 'casino-top-list',
      heading: 'Стара оферта',
      casinos: [casino],
    });
    expect((await aged(DE_COMPLIANCE.verifiedWarnDays * 2 + 5)).status).toBe(200);
    const failed = await prerender(['--locale', 'bg-DE']);
    expect(failed.status, failed.output).toBe(1);
    expect(failed.output).toMatch(
      /bg-DE: fail page about-us: verified-date: .* days ago \(over 180\)/,
    );

    expect((await aged(DE_COMPLIANCE.verifiedWarnDays + 5)).status).toBe(200);
    const warned = await prerender(['--locale', 'bg-DE']);
    expect(warned.status, warned.output).toBe(0);
    expect(warned.output).toMatch(/bg-DE: warn page about-us: verified-date: .*\(over 90\)/);
    expect((await verify(headline?.verifiedAt)).status).toBe(200);
    expect((await putPage('bg-DE', before)).status).toBe(200);
  });
});

describe('the strict advertising profile', () => {
  it('builds every page without a bonus figure in a promotional block and without the popup', async () => {
    const loose = await prerender(['--locale', 'bg-DE']);
    expect(loose.status, loose.output).toBe(0);
    const figure = /\d\s*%|\d\s*€|€\s*\d|\d+\s*(?:безплатни\s+)?завъртания/;
    const promoText = (html: string) =>
      [...html.matchAll(/<(article|section|p)\s[^>]*data-promo="[^"]*"[^>]*>/g)].map((m) =>
        html.slice(m.index, html.indexOf(`</${m[1] ?? ''}>`, m.index)).replace(/<[^>]*>/g, ' '),
      );
    // The loose build shows figures in its promotional blocks, and the popup is on.
    const before = await liveHtml('bg-DE');
    expect(before.some(({ html }) => promoText(html).some((t) => figure.test(t)))).toBe(true);

    expect((await putProfile('bg-DE', { ...DE_COMPLIANCE, strictAdvertising: true })).status).toBe(
      200,
    );
    const run = await prerender(['--locale', 'bg-DE']);
    expect(run.status, run.output).toBe(0);
    const pages = await liveHtml('bg-DE');
    expect(pages.length).toBeGreaterThan(10);
    for (const { file, html } of pages) {
      for (const text of promoText(html)) expect(text, file).not.toMatch(figure);
      expect(html, file).not.toContain('"bonus_popup":true');
      expect(html, file).toContain('rg-notice--strict');
    }
    // The offers keep their links, through the locale's own /de/go/.
    expect(pages.some(({ html }) => /href="\/de\/go\/[\w-]+/.test(html))).toBe(true);
    expect((await putProfile('bg-DE', DE_COMPLIANCE)).status).toBe(200);
  });
});

describe('a casino that loses its NRA licence', () => {
  it('loses every affiliate link of bg-BG on the next build', async () => {
    const home = await readPage('bg-BG', 'home');
    const list = home.content.find((c) => c.component === 'casino-top-list') as
      { casinos: { slug: string; affiliateCode: string }[] } | undefined;
    const casino = list?.casinos.find((c) => !home.unlinkedOperators.includes(c.affiliateCode));
    expect(casino).toBeDefined();
    const { slug = '', affiliateCode: code = '' } = casino ?? {};
    const linked = (html: string) => new RegExp(`href="(?:/[\\w-]+)?/go/${code}[?"]`).test(html);
    expect((await liveHtml('bg-BG')).some(({ html }) => linked(html))).toBe(true);

    const review = await readPage('bg-BG', slug);
    const revoked: Licence[] = (review.casino?.licences ?? []).map((l) =>
      l.register === 'nra' ? { ...l, status: 'revoked' } : l,
    );
    expect((await put(`/__test/casinos/${slug}/licences`, revoked)).status).toBe(200);
    const run = await prerender(['--locale', 'bg-BG']);
    expect(run.status, run.output).toBe(0);
    const pages = await liveHtml('bg-BG');
    for (const { file, html } of pages) expect(linked(html), file).toBe(false);
    // The review stays, with its warning.
    expect(pages.find(({ file }) => file === `${slug}/index.html`)?.html).toContain(
      'data-unlicensed',
    );
  });
});
