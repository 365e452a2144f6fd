/**
 * The text and facts checks on real builds (docs/compliance.md "The build's compliance check"):
 * a word mixing Cyrillic and Latin letters, a paragraph shown twice, a help line without a number
 * and a placeholder or demo publisher on a production build each refuse the locale, naming page
 * and rule; the local stage builds with the demo publisher.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readLive } from '../../../prerender/read/live';
import type { RunningApi } from '../../../server/listen';
import { DE_COMPLIANCE } from '../../../server/seed/compliance';
import { DEMO_PUBLISHER, type Page, type Publisher } from '../../../src/domain/entities';
import { buildPath } from '../../../src/domain/entities/published-tree';
import { startTestApi } from '../server/helpers';
import { runPrerenderCli } from './cli';
import { cmsOf } from './cms';

let api: RunningApi;
let out: string;

/** What a production build needs besides its stage (src/config/env-rules.ts). */
const PRODUCTION = {
  STAGE: 'production',
  EVENT_REPORT_USER: 'reports',
  EVENT_REPORT_PASSWORD: 'reports-secret',
  SITEMANAGER_USER: 'local',
  SITEMANAGER_PASSWORD: 'local',
  FIREBASE_PROJECT_ID: 'kazino-bg-test',
  // A blank key is an absent one: no emulator reaches a production build.
  FIREBASE_AUTH_EMULATOR_HOST: '',
};
const prerender = (args: string[], env: Record<string, string> = {}) =>
  runPrerenderCli(api.url, out, ['--locale', 'bg-DE', ...args], env);
const cms = () => cmsOf(api.url);
const putPublisher = (publisher: Publisher) =>
  cms().put('/__test/site-settings/bg', { lang: 'bg', publisher });

/** bg-DE's about-us with one more rich text, as an editor would write it; the page before. */
async function planted(html: string): Promise<Page> {
  const read = await cms().readPage('bg-DE', 'about-us');
  const page = { ...read, content: read.content.filter((c) => c.id !== 'planted') };
  const changed = {
    ...page,
    content: [...page.content, { component: 'rich-text', id: 'planted', html }],
  };
  expect((await cms().putPage('bg-DE', changed)).status).toBe(200);
  return page;
}

/** A live bg-DE page's HTML. */
async function liveHtml(slug: string): Promise<string> {
  const buildId = (await readLive(out))?.locales['bg-DE']?.buildId ?? '';
  return readFileSync(join(buildPath(out, buildId), 'bg-DE', 'html', slug, 'index.html'), 'utf8');
}

beforeAll(async () => {
  api = await startTestApi();
  out = mkdtempSync(join(tmpdir(), 'prerender-truth-'));
}, 180_000);
afterAll(async () => {
  await api.close();
  rmSync(out, { recursive: true, force: true });
});

describe('the text checks', () => {
  it('a word mixing Cyrillic and Latin letters fails the build, naming page, rule and word', async () => {
    const before = await planted('<p>Таксa при някои тегления.</p>');
    try {
      const run = await prerender([]);
      expect(run.status, run.output).toBe(1);
      expect(run.output).toContain(
        'prerender: bg-DE: fail page about-us: mixed-script: the word "Таксa" mixes Cyrillic and Latin letters (Latin: a)',
      );
      expect(run.output).toMatch(/bg-DE NOT published.*about-us/);
    } finally {
      await cms().putPage('bg-DE', before);
    }
  });

  it('a paragraph of 80 characters or more shown twice fails the build, quoting it', async () => {
    const long =
      'Този абзац е достатъчно дълъг, за да го забележи всеки читател, когато се появи втори път.';
    const before = await planted(`<h2>Едно</h2><p>${long}</p><h2>Друго</h2><p>${long}</p>`);
    try {
      const run = await prerender([]);
      expect(run.status, run.output).toBe(1);
      expect(run.output).toContain(
        `prerender: bg-DE: fail page about-us: repeated-paragraph: a paragraph shown 2 times: "${long.slice(0, 60)}…"`,
      );
    } finally {
      await cms().putPage('bg-DE', before);
    }
  });
});

describe('help a phone can call', () => {
  it('a help line without a number fails the build on the responsible-gambling page', async () => {
    const [line] = DE_COMPLIANCE.help.services;
    if (!line) throw new Error('bg-DE has no help line');
    const help = { ...DE_COMPLIANCE.help, services: [{ ...line, phone: null }] };
    const profile = { ...DE_COMPLIANCE, help };
    expect((await cms().put('/__test/locales/bg-DE/compliance', profile)).status).toBe(200);
    try {
      const run = await prerender([]);
      expect(run.status, run.output).toBe(1);
      expect(run.output).toContain(
        `prerender: bg-DE: fail page responsible-gambling: help-contact: the locale's help has no line a phone can call`,
      );
      expect(run.output).toContain(
        `prerender: bg-DE: fail page responsible-gambling: help-contact: "${line.name}" has no number a phone can dial (none)`,
      );
    } finally {
      await cms().put('/__test/locales/bg-DE/compliance', DE_COMPLIANCE);
    }
  });
});

describe('who runs the site', () => {
  it('the local stage builds with the demo publisher, named on the legal pages', async () => {
    const run = await prerender([]);
    expect(run.status, run.output).toBe(0);
    expect(run.output).toContain('bg-DE: compliance passed');
    const terms = await liveHtml('terms-and-conditions');
    expect(terms).toContain(DEMO_PUBLISHER.name);
    expect(terms).toContain(DEMO_PUBLISHER.eik);
  });

  it('a production build refuses the demo publisher, naming each legal page and the rule', async () => {
    const run = await prerender([], PRODUCTION);
    expect(run.status, run.output).toBe(1);
    for (const slug of ['terms-and-conditions', 'privacy-policy'])
      expect(run.output).toContain(
        `prerender: bg-DE: fail page ${slug}: publisher: names the demo publisher "${DEMO_PUBLISHER.name}" on stage production`,
      );
  });

  it('a production build refuses a publisher still carrying placeholders, and takes a real one', async () => {
    const real: Publisher = {
      name: 'Казино Ръководство ООД',
      eik: '206123456',
      address: 'гр. Пловдив 4000, ул. „Райко Даскалов“ № 10',
      email: 'office@kazino-bg.example',
      phone: null,
      dpo: null,
    };
    expect((await putPublisher({ ...real, name: '[Наименование на дружеството]' })).status).toBe(
      200,
    );
    const refused = await prerender([], PRODUCTION);
    expect(refused.status, refused.output).toBe(1);
    expect(refused.output).toContain(
      'prerender: bg-DE: fail page terms-and-conditions: publisher: carries the placeholder "[Наименование на дружеството]"',
    );

    expect((await putPublisher(real)).status).toBe(200);
    const built = await prerender([], PRODUCTION);
    expect(built.status, built.output).toBe(0);
    const privacy = await liveHtml('privacy-policy');
    expect(privacy).toContain('Казино Ръководство ООД');
    expect(privacy).not.toContain(DEMO_PUBLISHER.name);
    expect((await putPublisher(DEMO_PUBLISHER)).status).toBe(200);
  });
});
