/**
 * Test-only read-back and admin (API_TEST_ENDPOINTS=1): what the receivers kept, the request log,
 * a reset, fault injection, and writes to pages and document-store records as the CMS would.
 */
import type { Hono } from 'hono';
import { z } from 'zod';
import {
  ComplianceProfile,
  contentKey,
  Licence,
  Page,
  PopupsConfig,
  SiteSettings,
  WebsiteRecord,
} from '../../src/domain/entities';
import type { AnswerStore } from '../answers/store';
import type { NewChange } from '../change-log';
import type { Changes } from '../changes';
import type { Db } from '../db/db';
import type { Faults } from '../faults';
import { receiverRows } from './inbox';
import type { LoggedRequest } from './middleware';
import { pageKeys, readCatalogue, writePage } from './edit-effects';
import { editCasino, editCompliance } from './edits';
import { BadRequest, NotFound, parseBody } from './request';

/** What the test admin reads and resets. */
export type TestAdminDeps = {
  db: Db;
  faults: Faults;
  changes: Changes;
  requestLog: LoggedRequest[];
  answers: AnswerStore;
};

/** PUT /__test/faults body: the fault settings, `paths` a regular expression or null. */
const FaultSettings = z.object({
  latencyMs: z.number().int().nonnegative().default(0),
  errorRate: z.number().min(0).max(1).default(0),
  timeoutRate: z.number().min(0).max(1).default(0),
  paths: z.string().max(500).nullable().default(null),
});

/** Mounts every /__test route and the test-only writes of the document-store records. */
export function registerTestAdmin(app: Hono, deps: TestAdminDeps): void {
  registerReadBack(app, deps);
  registerContentWrites(app, deps);
  registerDocumentWrites(app, deps);
  registerComplianceWrites(app, deps);
}

/** The receivers' rows, the request log, the reset and the fault settings. */
function registerReadBack(app: Hono, { db, faults, requestLog, answers }: TestAdminDeps): void {
  // The statements run and the read cache's counts (a 304 runs none: docs/content-api.md).
  app.get('/__test/reads', (c) => c.json({ queries: db.queries(), answers: answers.stats() }));
  app.get('/__test/outbox', async (c) => c.json({ items: await receiverRows(db, 'outbox') }));
  app.get('/__test/events', async (c) => c.json({ items: await receiverRows(db, 'events') }));
  app.get('/__test/cache-clears', async (c) =>
    c.json({ items: await receiverRows(db, 'cache_clears') }),
  );
  app.get('/__test/csp-reports', async (c) =>
    c.json({ items: await receiverRows(db, 'csp_reports') }),
  );
  app.get('/__test/requests', (c) => {
    const path = c.req.query('path');
    return c.json({ items: requestLog.filter((r) => !path || r.path.startsWith(path)) });
  });
  app.delete('/__test/reset', async (c) => {
    await db.exec(
      'delete from outbox; delete from events; delete from cache_clears; delete from csp_reports;',
    );
    requestLog.length = 0;
    faults.set({ latencyMs: 0, errorRate: 0, timeoutRate: 0, paths: null });
    return c.json({ ok: true });
  });
  app.put('/__test/faults', async (c) => {
    const body = await parseBody(FaultSettings, c);
    let paths: RegExp | null;
    try {
      paths = body.paths ? new RegExp(body.paths) : null;
    } catch {
      throw new BadRequest('paths is not a valid regular expression');
    }
    faults.set({ ...body, paths });
    return c.json({ ok: true });
  });
}

/** The change of a page write or removal. */
const pageChange = (locale: string, slug: string): NewChange => ({
  event: 'change',
  collection: 'pages',
  ref: `${locale}/${slug}`,
  keys: pageKeys(locale, slug),
});

/** Page writes and removals. */
function registerContentWrites(app: Hono, { changes }: TestAdminDeps): void {
  // Writes one page document as the CMS would (XSS and change tests of the prerender).
  app.put('/__test/pages/:locale/:slug', async (c) => {
    const page = await parseBody(Page, c);
    const locale = c.req.param('locale');
    if (page.slug !== c.req.param('slug') || page.locale !== locale)
      throw new BadRequest('slug and locale must match the path');
    await changes.write(async (tx) => {
      await writePage(tx, page, await readCatalogue(tx));
      return { change: pageChange(locale, page.slug), result: null };
    });
    return c.json(page);
  });
  // Removes one page as the CMS would (the prerender's removed-page test).
  app.delete('/__test/pages/:locale/:slug', async (c) => {
    const { locale, slug } = c.req.param();
    await changes.write(async (tx) => {
      const deleted = await tx.query(
        'delete from pages where locale = $1 and slug = $2 returning slug',
        [locale, slug],
      );
      if (deleted.length === 0) throw new NotFound(`No page ${slug}`);
      return { change: pageChange(locale, slug), result: null };
    });
    return c.json({ ok: true });
  });
}

/** product §7 document-store writes: each one reaches the /changes listeners of every process. */
function registerDocumentWrites(app: Hono, { db, changes }: TestAdminDeps): void {
  app.put('/websites/bg', async (c) => {
    const record = await parseBody(WebsiteRecord, c);
    await changes.write(async (tx) => {
      await tx.query('update documents set doc = $2 where key = $1', [
        'website:bg',
        JSON.stringify(record),
      ]);
      const change: NewChange = {
        event: 'website',
        collection: 'website',
        ref: 'bg',
        keys: [contentKey.website],
        data: record,
      };
      return { change, result: null };
    });
    return c.json(record);
  });
  // The site settings as the CMS would write them (the publisher's build checks).
  app.put('/__test/site-settings/bg', async (c) => {
    const settings = await parseBody(SiteSettings, c);
    await db.query(
      `insert into documents (key, doc) values ('site-settings:bg', $1)
       on conflict (key) do update set doc = excluded.doc`,
      [JSON.stringify(settings)],
    );
    return c.json(settings);
  });
  app.put('/configurations/bg/popups/:locale', async (c) => {
    const config = await parseBody(PopupsConfig, c);
    const locale = c.req.param('locale');
    await changes.write(async (tx) => {
      const updated = await tx.query('update documents set doc = $2 where key = $1 returning key', [
        `popups:bg:${locale}`,
        JSON.stringify(config),
      ]);
      if (updated.length === 0) throw new NotFound(`No popups config for ${locale}`);
      const change: NewChange = {
        event: 'popups',
        collection: 'popups',
        ref: locale,
        keys: [contentKey.popups(locale)],
        data: { locale, ...config },
      };
      return { change, result: null };
    });
    return c.json(config);
  });
}

/** A casino's licences and name, and a locale's compliance profile (docs/compliance.md). */
function registerComplianceWrites(app: Hono, { changes }: TestAdminDeps): void {
  /** Sets one member of a casino's record as the CMS would; an unknown casino is a 404. */
  const setCasino = (slug: string, member: 'licences' | 'name', value: unknown) =>
    changes.write((tx) =>
      editCasino(tx, slug, (stored) => ({ ...(stored as object), [member]: value })),
    );
  // Sets a casino's licences as the CMS would after a register check (docs/compliance.md).
  app.put('/__test/casinos/:slug/licences', async (c) => {
    const licences = await parseBody(z.array(Licence).min(1), c);
    await setCasino(c.req.param('slug'), 'licences', licences);
    return c.json({ licences });
  });
  // Renames a casino as the CMS would.
  app.put('/__test/casinos/:slug/name', async (c) => {
    const { name } = await parseBody(z.object({ name: z.string().min(1) }), c);
    await setCasino(c.req.param('slug'), 'name', name);
    return c.json({ name });
  });
  // Sets a locale's compliance profile as the CMS would (the strict advertising build's test).
  app.put('/__test/locales/:locale/compliance', async (c) => {
    const profile = await parseBody(ComplianceProfile, c);
    await changes.write((tx) => editCompliance(tx, c.req.param('locale'), () => profile));
    return c.json(profile);
  });
}
