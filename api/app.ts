/**
 * The local content API: the reference implementation of the CMS contract of SPEC §7 that the
 * prerender, the browser app and every test pull from (issue 3). Answers per locale from the
 * x-locale header; unknown slug 404, bad input 400, always JSON, never a stack trace.
 */
import { Hono, type Context } from 'hono';
import { basicAuth } from 'hono/basic-auth';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { HTTPException } from 'hono/http-exception';
import { streamSSE } from 'hono/streaming';
import { z } from 'zod';
import { CAREERS_RECEIVERS, CONTACT_RECEIVERS } from '../src/config/constants';
import type { LocaleItem } from '../src/domain/entities';
import {
  AffiliateBonus,
  ApplicationErrorMail,
  CacheClearRequest,
  EventReportBatch,
  MailEnvelope,
  NotFoundMail,
  Page,
  PopupsConfig,
  SlotRequestPayload,
  WebsiteRecord,
  type BonusSummary,
  type Casino,
  type Slot,
  type SoftwareProvider,
} from '../src/domain/entities';
import type { Changes } from './changes';
import type { Db } from './db/db';
import type { ApiEnv } from './env';
import { FAULT_TIMEOUT_MS, type Faults } from './faults';
import { registerCspReports } from './csp-reports';
import { receiverRows, registerInbox } from './inbox';
import { clientAddress, createStreamLimiter } from './stream-limits';
import { registerReviews } from './reviews';
import { rateLimiter } from './rate-limit';
import { MEDIA_SIZES, placeholderPng, placeholderSvg } from './media';
import { toCasinoSummary, toSlotSummary } from './summaries';
import { usersRoutes } from './users/routes';

const MINUTE_MS = 60_000;
/** Posts a minute one client address may send to each receiver (path, limiter name, count). */
const RECEIVER_LIMITS: readonly (readonly [string, string, number])[] = [
  ['/mail/*', 'mail', 20],
  ['/newsletter/*', 'newsletter', 10],
  ['/events', 'events', 240],
  ['/casinos/reviews', 'reviews', 5],
  ['/csp-reports', 'csp-reports', 120],
];

/** What the app is built from. */
export type AppDeps = { db: Db; env: ApiEnv; faults: Faults; changes: Changes };

const SPEC_HEADERS = [
  'x-is-preview',
  'x-locale',
  'x-lang',
  'x-country-code-app',
  'x-country-code-test',
  'x-public-access',
  'x-authorization',
  'x-firebase-appcheck',
  'x-country-code-test-override',
  'authorization',
  'content-type',
];

/** Largest request body the API reads (an event batch of 500 reports fits). */
export const BODY_LIMIT_BYTES = 512 * 1024;

/** The answer to missing or wrong credentials: JSON like every other answer. */
const UNAUTHORIZED = { error: 'unauthorized', message: 'Wrong or missing credentials' };

/** A 400 answer's cause. */
class BadRequest extends Error {}
/** A 404 answer's cause. */
class NotFound extends Error {}

const PageNumber = z.coerce.number().int().positive().max(100_000);
const PageSize = z.coerce.number().int().positive().max(100);
/** Most slugs a bulk page read (GET /pages?slugs=) takes at once. */
export const PAGE_BATCH_MAX = 200;
/** GET /pages query: with `slugs` (comma-separated) a bulk read of those documents. */
const PageBatchQuery = z.object({
  slugs: z
    .string()
    .optional()
    .transform((v) => (v === undefined ? undefined : [...new Set(v.split(',').filter(Boolean))]))
    .pipe(
      z
        .array(
          z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'each slug is lowercase a-z, 0-9 and -'),
        )
        .min(1, 'slugs names at least one slug')
        .max(PAGE_BATCH_MAX, `at most ${PAGE_BATCH_MAX} slugs at once`)
        .optional(),
    ),
});

function parseQuery<T extends z.ZodType>(schema: T, c: Context): z.infer<T> {
  const result = schema.safeParse(c.req.query());
  if (!result.success) {
    throw new BadRequest(
      result.error.issues.map((i) => `${i.path.join('.') || 'query'}: ${i.message}`).join('; '),
    );
  }
  return result.data;
}

async function parseBody<T extends z.ZodType>(schema: T, c: Context): Promise<z.infer<T>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new BadRequest('Body must be JSON');
  }
  // PostgreSQL text and jsonb cannot hold NUL: refused here, not a 500 from the insert.
  if (hasNul(body)) throw new BadRequest('Text may not contain NUL characters');
  const result = schema.safeParse(body);
  if (!result.success) {
    throw new BadRequest(
      result.error.issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`).join('; '),
    );
  }
  return result.data;
}

/** True when any string (or key) of a parsed JSON value contains U+0000. */
function hasNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\0');
  if (Array.isArray(value)) return value.some(hasNul);
  if (value !== null && typeof value === 'object')
    return Object.entries(value).some(([k, v]) => k.includes('\0') || hasNul(v));
  return false;
}

function paged<T>(items: T[], page: number, pageSize: number) {
  const start = (page - 1) * pageSize;
  return { items: items.slice(start, start + pageSize), total: items.length, page, pageSize };
}

function tagCounts(lists: string[][]) {
  const counts = new Map<string, number>();
  for (const list of lists) for (const tag of list) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  return {
    tags: [...counts].map(([tag, count]) => ({ tag, count })).sort((a, b) => b.count - a.count),
  };
}

/** A deterministic pseudo vote count, so the vote endpoints are stable across runs. */
const votes = (id: number) => ({ id, up: (id * 37) % 120, down: (id * 11) % 30 });

/** Builds the Hono app. */
export function createApp({ db, env, faults, changes }: AppDeps) {
  const app = new Hono();
  const requestLog: {
    method: string;
    path: string;
    headers: Record<string, string>;
    at: string;
  }[] = [];

  const entities = async <T>(kind: string): Promise<T[]> =>
    (
      await db.query<{ doc: T }>('select doc from entities where kind = $1 order by id', [kind])
    ).map((r) => r.doc);
  const document = async <T>(key: string): Promise<T> => {
    const row = (await db.query<{ doc: T }>('select doc from documents where key = $1', [key]))[0];
    if (!row) throw new NotFound(`No document ${key}`);
    return row.doc;
  };
  const locales = async () =>
    (await db.query<{ doc: LocaleItem }>('select doc from locales order by position')).map(
      (r) => r.doc,
    );

  /** The locale of a request: x-locale header, else ?locale=, else bg-BG; unknown → 400. */
  const localeOf = async (c: Context): Promise<LocaleItem> => {
    const wanted = c.req.header('x-locale') || c.req.query('locale') || 'bg-BG';
    const found = (await locales()).find((l) => l.locale === wanted);
    if (!found) throw new BadRequest(`Unknown locale ${wanted}`);
    return found;
  };
  /** The locales each of `slugs` exists in, as {page} alternates: slug → [{locale, url}]. */
  const alternatesOf = async (slugs: string[]) => {
    const all = await locales();
    const rows = await db.query<{ locale: string; slug: string }>(
      'select locale, slug from pages where slug = any($1::text[])',
      [slugs],
    );
    const bySlug = new Map<string, { locale: string; url: string }[]>();
    for (const r of rows) {
      const l = all.find((x) => x.locale === r.locale);
      if (!l) continue;
      const list = bySlug.get(r.slug) ?? [];
      list.push({ locale: l.locale, url: r.slug === 'home' ? l.url : `${l.url}/${r.slug}` });
      bySlug.set(r.slug, list);
    }
    return bySlug;
  };
  const casinosFor = async (locale: LocaleItem) =>
    (await entities<Casino>('casino')).filter(
      (c) => !c.restrictedCountries.includes(locale.country.cc_alpha2),
    );

  app.onError((error, c) => {
    // basic auth refusals and other deliberate HTTP answers keep their status (401 + challenge).
    if (error instanceof HTTPException) return error.getResponse();
    if (error instanceof BadRequest)
      return c.json({ error: 'bad_request', message: error.message }, 400);
    if (error instanceof NotFound)
      return c.json({ error: 'not_found', message: error.message }, 404);
    console.error('api: unexpected error:', error instanceof Error ? error.message : error);
    return c.json({ error: 'internal', message: 'Internal server error' }, 500);
  });
  app.notFound((c) =>
    c.json({ error: 'not_found', message: `No route for ${c.req.method} ${c.req.path}` }, 404),
  );

  app.use(
    '*',
    cors({
      origin: '*',
      allowHeaders: SPEC_HEADERS,
      allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      maxAge: 600,
    }),
  );

  // Every body is capped before it is read: an oversized one is refused with 413.
  app.use(
    '*',
    bodyLimit({
      maxSize: BODY_LIMIT_BYTES,
      onError: (c) =>
        c.json(
          { error: 'too_large', message: `Bodies are limited to ${BODY_LIMIT_BYTES} bytes` },
          413,
        ),
    }),
  );

  // Request log for the browser tests (SPEC §7 headers on real requests), test flag only.
  app.use('*', async (c, next) => {
    if (env.API_TEST_ENDPOINTS && !c.req.path.startsWith('/__test') && c.req.method !== 'OPTIONS') {
      requestLog.push({
        method: c.req.method,
        path: c.req.path,
        headers: c.req.header(),
        at: new Date().toISOString(),
      });
      if (requestLog.length > 200) requestLog.shift();
    }
    await next();
  });

  // Fault injection on content reads only: never on test, media, change stream or receivers.
  app.use('*', async (c, next) => {
    const path = c.req.path;
    if (c.req.method !== 'GET' || /^\/(__test|media|changes)(\/|$)/.test(path)) return next();
    // Matched against the path with its query, so a fault can target a bulk read naming a slug.
    const decision = faults.decide(path + new URL(c.req.url).search);
    if (decision.delayMs > 0) await new Promise((r) => setTimeout(r, decision.delayMs));
    if (decision.outcome === 'timeout') {
      await new Promise((r) => setTimeout(r, FAULT_TIMEOUT_MS));
      return c.json({ error: 'timeout', message: 'Injected timeout' }, 504);
    }
    if (decision.outcome === 'error')
      return c.json({ error: 'unavailable', message: 'Injected failure' }, 503);
    return next();
  });

  // --- Locales and the document-store records (SPEC §7 'websites', 'configurations') ---
  app.get('/locales', async (c) => {
    const lang = c.req.query('lang') ?? 'bg';
    if (lang !== 'bg') throw new BadRequest(`Unknown lang ${lang}`);
    return c.json({ lang, locales: await locales() });
  });
  app.get('/websites', async (c) => {
    const lang = c.req.query('lang');
    if (lang !== 'bg') throw new BadRequest('lang must be bg');
    return c.json(await document<WebsiteRecord>('website:bg'));
  });
  app.get('/configurations/:lang/popups/:locale', async (c) => {
    if (c.req.param('lang') !== 'bg') throw new BadRequest('lang must be bg');
    return c.json(await document<PopupsConfig>(`popups:bg:${c.req.param('locale')}`));
  });
  const streams = createStreamLimiter({
    perClient: env.CHANGES_MAX_PER_CLIENT,
    total: env.CHANGES_MAX_TOTAL,
  });
  app.get('/changes', (c) => {
    const slot = streams.open(clientAddress(c));
    if ('status' in slot) {
      c.header('Retry-After', '60');
      return c.json({ error: 'too_many_streams', message: slot.message }, slot.status);
    }
    return streamSSE(c, async (stream) => {
      let closeIdle = () => {};
      const idle = new Promise<void>((resolve) => (closeIdle = resolve));
      let timer = setTimeout(closeIdle, env.CHANGES_IDLE_TIMEOUT_MS);
      const unsubscribe = changes.subscribe((event, data) => {
        // A stream is idle while no event reaches it; heartbeats do not count.
        clearTimeout(timer);
        timer = setTimeout(closeIdle, env.CHANGES_IDLE_TIMEOUT_MS);
        void stream.writeSSE({ event, data: JSON.stringify(data) });
      });
      const heartbeat = setInterval(() => void stream.write(': heartbeat\n\n'), 15_000);
      try {
        await stream.writeSSE({ event: 'ready', data: '{}' });
        await Promise.race([new Promise<void>((resolve) => stream.onAbort(resolve)), idle]);
      } finally {
        clearTimeout(timer);
        clearInterval(heartbeat);
        unsubscribe();
        slot.release();
      }
    });
  });

  // --- Pages (SPEC §7 /pages, {page}, /not-found) ---
  app.get('/pages', async (c) => {
    const locale = await localeOf(c);
    // Bulk read (?slugs=a,b,c): the documents themselves, as {page} answers them, so a prerender
    // pulls a batch in one call instead of one GET a page. Unknown slugs are left out.
    const { slugs } = parseQuery(PageBatchQuery, c);
    if (slugs) {
      const docs = await db.query<{ slug: string; doc: Page }>(
        'select slug, doc from pages where locale = $1 and slug = any($2::text[])',
        [locale.locale, slugs],
      );
      const alternates = await alternatesOf(docs.map((d) => d.slug));
      return c.json({
        locale: locale.locale,
        documents: docs.map((d) => ({ ...d.doc, alternates: alternates.get(d.slug) ?? [] })),
      });
    }
    const rows = await db.query<{ slug: string; type: string; updated_at: string | Date }>(
      'select slug, type, updated_at from pages where locale = $1 order by slug',
      [locale.locale],
    );
    return c.json({
      locale: locale.locale,
      pages: rows.map((r) => ({
        slug: r.slug,
        type: r.type,
        updatedAt: new Date(r.updated_at).toISOString(),
      })),
    });
  });
  app.get('/header-builders', async (c) =>
    c.json(await document(`header:${(await localeOf(c)).locale}`)),
  );
  app.get('/footer', async (c) => c.json(await document(`footer:${(await localeOf(c)).locale}`)));
  app.get('/custom-page-statuses', async (c) => {
    await localeOf(c);
    return c.json({
      items: [
        { slug: 'not-found', status: 'noindex', target: null },
        { slug: 'search', status: 'noindex', target: null },
      ],
    });
  });

  // --- Catalogue (SPEC §7) ---
  const Paging = z.object({ page: PageNumber.default(1), pageSize: PageSize.default(5) });
  app.get('/casinos/ids', async (c) =>
    c.json({ ids: (await casinosFor(await localeOf(c))).map((x) => x.id) }),
  );
  app.get('/casinos/vote', async (c) =>
    c.json({ items: (await casinosFor(await localeOf(c))).map((x) => votes(x.id)) }),
  );
  app.get('/casinos', async (c) => {
    const q = parseQuery(Paging.extend({ sort: z.enum(['rating', 'name']).default('rating') }), c);
    const list = (await casinosFor(await localeOf(c))).map(toCasinoSummary);
    list.sort((a, b) =>
      q.sort === 'name' ? a.name.localeCompare(b.name, 'bg') : b.rating - a.rating,
    );
    return c.json(paged(list, q.page, q.pageSize));
  });
  app.get('/slots/vote', async (c) =>
    c.json({ items: (await entities<Slot>('slot')).map((x) => votes(x.id)) }),
  );
  app.get('/slots/tags', async (c) =>
    c.json(tagCounts((await entities<Slot>('slot')).map((s) => s.tags))),
  );
  app.get('/slot-tags', async (c) =>
    c.json(tagCounts((await entities<Slot>('slot')).map((s) => s.tags))),
  );
  app.get('/slots/demo', async (c) => {
    const q = parseQuery(Paging, c);
    return c.json(
      paged(
        (await entities<Slot>('slot')).filter((s) => s.demoUrl).map(toSlotSummary),
        q.page,
        q.pageSize,
      ),
    );
  });
  const SlotFilter = Paging.extend({
    provider: z
      .string()
      .regex(/^[a-z0-9-]+$/)
      .optional(),
    volatility: z.enum(['low', 'medium', 'high', 'very-high']).optional(),
    rtpMin: z.coerce.number().min(0).max(100).optional(),
    rtpMax: z.coerce.number().min(0).max(100).optional(),
    tag: z.string().max(40).optional(),
  });
  app.get('/slots/filter', async (c) => {
    const q = parseQuery(SlotFilter, c);
    if (q.rtpMin !== undefined && q.rtpMax !== undefined && q.rtpMin > q.rtpMax)
      throw new BadRequest('rtpMin is above rtpMax');
    const list = (await entities<Slot>('slot')).filter(
      (s) =>
        (!q.provider || s.provider === q.provider) &&
        (!q.volatility || s.volatility === q.volatility) &&
        (q.rtpMin === undefined || s.rtp >= q.rtpMin) &&
        (q.rtpMax === undefined || s.rtp <= q.rtpMax) &&
        (!q.tag || s.tags.includes(q.tag)),
    );
    return c.json(paged(list.map(toSlotSummary), q.page, q.pageSize));
  });
  app.get('/slots', async (c) => {
    const q = parseQuery(Paging, c);
    return c.json(paged((await entities<Slot>('slot')).map(toSlotSummary), q.page, q.pageSize));
  });
  app.get('/providers/demo', async (c) => {
    const items = (await entities<SoftwareProvider>('provider')).filter((p) => p.hasDemo);
    const offering = new Set(items.map((p) => p.slug));
    // The hosts those providers serve demos from: the demo frames' allowlist (SPEC §2 demo).
    const hosts = new Set(
      (await entities<Slot>('slot')).flatMap((s) =>
        s.demoUrl && offering.has(s.provider) ? [new URL(s.demoUrl).hostname] : [],
      ),
    );
    return c.json({ items, hosts: [...hosts].sort() });
  });
  app.get('/bonuses/ids', async (c) =>
    c.json({ ids: (await entities<BonusSummary>('bonus')).map((b) => b.id) }),
  );
  app.get('/bonuses/tags', async (c) =>
    c.json(tagCounts((await entities<BonusSummary>('bonus')).map((b) => b.tags))),
  );
  app.get('/bonuses-tags', async (c) =>
    c.json(tagCounts((await entities<BonusSummary>('bonus')).map((b) => b.tags))),
  );
  app.get('/int-bonuses', async (c) => {
    const { country } = parseQuery(
      z.object({
        country: z
          .string()
          .regex(/^[A-Z]{2}$/)
          .default('DE'),
      }),
      c,
    );
    const casinos = (await entities<Casino>('casino')).filter(
      (x) => !x.restrictedCountries.includes(country),
    );
    const items = casinos.slice(0, 5).flatMap((x) => {
      const b = x.bonuses[0];
      return b
        ? [
            {
              id: b.id,
              casinoName: x.name,
              code: x.affiliateCode,
              headline: b.headline,
              countries: [country],
            },
          ]
        : [];
    });
    return c.json({ items });
  });
  app.get('/bonus-popup', async (c) => {
    const locale = await localeOf(c);
    if (!locale.configs.bonus_popup) return c.json({ bonus: null, casino: null });
    const top = (await casinosFor(locale)).sort((a, b) => b.rating - a.rating)[0];
    return c.json({ bonus: top?.bonuses[0] ?? null, casino: top ? toCasinoSummary(top) : null });
  });
  app.get('/compare', async (c) => {
    const { ids } = parseQuery(
      z.object({
        ids: z
          .string()
          .regex(/^\d+(,\d+){0,3}$/, 'ids must be 1 to 4 comma-separated ids')
          .transform((s) => s.split(',').map(Number)),
      }),
      c,
    );
    const all = await casinosFor(await localeOf(c));
    return c.json({ items: ids.flatMap((id) => all.filter((x) => x.id === id)) });
  });
  // SPEC §7 declares both /search and /search?s=: without a term it is the search page itself.
  app.get('/search', async (c, next) => {
    if (c.req.query('s') === undefined) return next();
    const { s } = parseQuery(z.object({ s: z.string().trim().min(1).max(100) }), c);
    const locale = await localeOf(c);
    const rows = await db.query<{ slug: string; title: string; type: string; description: string }>(
      `select slug, title, type, doc->>'description' as description from pages
       where locale = $1 and (title ilike $2 or doc->>'description' ilike $2) order by title limit 50`,
      [locale.locale, `%${s.replace(/[%_\\]/g, (ch) => `\\${ch}`)}%`],
    );
    return c.json({
      query: s,
      total: rows.length,
      items: rows.map((r) => ({
        slug: r.slug,
        title: r.title,
        type: r.type,
        snippet: r.description,
      })),
    });
  });
  app.get('/articles/article', async (c) => {
    const { authorId } = parseQuery(z.object({ authorId: z.coerce.number().int().positive() }), c);
    return c.json({
      items: (await entities<{ authorId: number }>('article')).filter(
        (a) => a.authorId === authorId,
      ),
    });
  });
  app.get('/authors', async (c) => c.json({ items: await entities('author') }));

  // Chat categories (SPEC §7): plain, casinos, slots, bonuses, promotions, welcome/promotions, info/casinos.
  const chat = async (category: string) => {
    if (category === 'slots')
      return (await entities<Slot>('slot'))
        .slice(0, 10)
        .map((s) => ({ id: `slot-${s.id}`, title: s.name, slug: s.slug }));
    if (category.includes('casinos'))
      return (await entities<Casino>('casino'))
        .slice(0, 10)
        .map((x) => ({ id: `casino-${x.id}`, title: x.name, slug: x.slug }));
    if (category.includes('promotions') || category === 'bonuses')
      return (await entities<BonusSummary>('bonus'))
        .slice(0, 10)
        .map((b) => ({ id: `bonus-${b.id}`, title: b.headline, slug: `${b.casino}-bonus` }));
    return [{ id: 'help', title: 'Как мога да помогна?', slug: null }];
  };
  for (const [path, category] of [
    ['/chat-category', 'plain'],
    ['/chat-category/casinos', 'casinos'],
    ['/chat-category/slots', 'slots'],
    ['/chat-category/bonuses', 'bonuses'],
    ['/chat-category/promotions', 'promotions'],
    ['/chat-category/welcome/promotions', 'welcome/promotions'],
    ['/chat-category/info/casinos', 'info/casinos'],
  ] as const) {
    app.get(path, async (c) => c.json({ category, items: await chat(category) }));
  }

  // --- Affiliate (SPEC §7 /bonuses/bonus) and country (SPEC §7 validate) ---
  app.get('/bonuses/bonus', async (c) => {
    const q = parseQuery(
      z.object({
        code: z
          .string()
          .regex(/^[A-Za-z0-9_-]{1,64}$/, 'code is letters, digits, underscore or hyphen'),
        id: z
          .string()
          .regex(/^\d{1,9}$/, 'id must be a whole number')
          .default('0')
          .transform(Number),
        locale: z
          .string()
          .regex(/^[a-z]{2}-[A-Z]{2}$/)
          .default('bg-BG'),
        row: z
          .string()
          .optional()
          .transform((v) => v === 'true'),
      }),
      c,
    );
    const casino = (await entities<Casino>('casino')).find((x) => x.affiliateCode === q.code);
    if (!casino) throw new NotFound(`Unknown affiliate code ${q.code}`);
    const bonus = q.id === 0 ? null : casino.bonuses.find((b) => b.id === q.id);
    if (q.id !== 0 && !bonus) throw new NotFound(`Unknown bonus ${q.id} for ${q.code}`);
    const url = new URL(`https://${casino.slug}.example-operator.com/`);
    url.searchParams.set('aff', 'casino-bg');
    url.searchParams.set('bonus', String(q.id));
    url.searchParams.set('locale', q.locale);
    if (q.row) url.searchParams.set('row', '1');
    return c.json(
      AffiliateBonus.parse({
        id: q.id,
        code: casino.affiliateCode,
        casinoName: casino.name,
        casinoSlug: casino.slug,
        headline: bonus?.headline ?? casino.bonusHeadline ?? casino.name,
        url: url.toString(),
        row: q.row,
        locale: q.locale,
      }),
    );
  });
  app.get('/countries/country-code/validate', (c) => {
    const override = c.req.header('x-country-code-test-override');
    const country = override && /^[A-Z]{2}$/.test(override) ? override : env.TEST_COUNTRY;
    return c.json({ data: { cc_alpha2: country } });
  });

  // --- Media placeholders for the local stack ---
  app.get('/media/:folder/:file', (c) => {
    const folder = c.req.param('folder');
    const file = c.req.param('file');
    const size = MEDIA_SIZES[folder];
    if (!size || !/^[a-z0-9-]+\.(svg|png)$/.test(file)) throw new NotFound('No such media');
    c.header('Cache-Control', 'public, max-age=31536000, immutable');
    if (file.endsWith('.svg')) {
      c.header('Content-Type', 'image/svg+xml');
      return c.body(placeholderSvg(file, size[0], size[1]));
    }
    c.header('Content-Type', 'image/png');
    return c.body(new Uint8Array(placeholderPng(file, size[0], size[1])));
  });

  // --- Receivers the site posts to (SPEC §7), read back by tests ---
  const outbox = async (kind: string, body: unknown) => {
    await db.query('insert into outbox (kind, body) values ($1, $2)', [kind, JSON.stringify(body)]);
  };
  // The receivers decide who gets a mail, never the sender: the site's own addresses for the
  // reports, and for the welcome mail only the address the visitor typed into the form.
  const receivers = { 'contact-us-report': CONTACT_RECEIVERS, careers: CAREERS_RECEIVERS } as const;
  // SPEC §7 receivers are open to every visitor: a client address may post only so often.
  const receiverLimiter = rateLimiter();
  for (const [path, name, perMinute] of RECEIVER_LIMITS) {
    app.post(
      path,
      receiverLimiter(name, {
        windowMs: MINUTE_MS,
        max: Math.max(1, Math.round(perMinute * env.RECEIVERS_RATE_LIMIT_FACTOR)),
      }),
    );
  }

  for (const kind of ['contact-us-report', 'contact-us-welcome', 'careers'] as const) {
    app.post(`/mail/:lang/${kind}`, async (c) => {
      if (c.req.param('lang') !== 'bg') throw new BadRequest('lang must be bg');
      const mail = await parseBody(MailEnvelope, c);
      if (kind === 'contact-us-welcome') {
        const email = mail.payload.email;
        if (mail.to.length !== 1 || mail.to[0] !== email)
          throw new BadRequest('The welcome mail goes to the address of the form only');
      }
      const to = kind === 'contact-us-welcome' ? mail.to : [...receivers[kind]];
      await outbox(kind, { ...mail, to });
      return c.json({ ok: true }, 202);
    });
  }
  app.post('/mail/slot-request', async (c) => {
    await outbox('slot-request', await parseBody(SlotRequestPayload, c));
    return c.json({ ok: true }, 202);
  });
  app.post('/mail/application-error', async (c) => {
    await outbox('application-error', await parseBody(ApplicationErrorMail, c));
    return c.json({ ok: true }, 202);
  });
  app.post('/mail/application-not-found', async (c) => {
    await outbox('application-not-found', await parseBody(NotFoundMail, c));
    return c.json({ ok: true }, 202);
  });
  app.post('/newsletter/subscribe', async (c) => {
    await outbox(
      'newsletter',
      await parseBody(
        z.object({ email: z.email(), locale: z.string().regex(/^[a-z]{2}-[A-Z]{2}$/) }),
        c,
      ),
    );
    return c.json({ ok: true }, 202);
  });
  app.post(
    '/events',
    basicAuth({
      username: env.EVENT_REPORT_USER,
      password: env.EVENT_REPORT_PASSWORD,
      invalidUserMessage: UNAUTHORIZED,
    }),
    async (c) => {
      const batch = await parseBody(EventReportBatch, c);
      await db.transaction(async (tx) => {
        for (const report of batch)
          await tx.query('insert into events (body) values ($1)', [JSON.stringify(report)]);
      });
      return c.json({ ok: true, received: batch.length }, 202);
    },
  );
  app.post(
    '/sitemanager/:lang/cache/clear',
    basicAuth({
      username: env.SITEMANAGER_USER,
      password: env.SITEMANAGER_PASSWORD,
      invalidUserMessage: UNAUTHORIZED,
    }),
    async (c) => {
      if (c.req.param('lang') !== 'bg') throw new BadRequest('lang must be bg');
      await db.query('insert into cache_clears (body) values ($1)', [
        JSON.stringify(await parseBody(CacheClearRequest, c)),
      ]);
      return c.json({ ok: true });
    },
  );

  registerCspReports(app, db);
  if (env.API_INBOX) registerInbox(app, db);
  registerReviews(app, db, env);

  // --- Test-only read-back and admin (API_TEST_ENDPOINTS=1) ---
  if (env.API_TEST_ENDPOINTS) {
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
      const body = await parseBody(
        z.object({
          latencyMs: z.number().int().nonnegative().default(0),
          errorRate: z.number().min(0).max(1).default(0),
          timeoutRate: z.number().min(0).max(1).default(0),
          paths: z.string().max(500).nullable().default(null),
        }),
        c,
      );
      let paths: RegExp | null;
      try {
        paths = body.paths ? new RegExp(body.paths) : null;
      } catch {
        throw new BadRequest('paths is not a valid regular expression');
      }
      faults.set({ ...body, paths });
      return c.json({ ok: true });
    });
    // Writes one page document as the CMS would (XSS and change tests of the prerender).
    app.put('/__test/pages/:locale/:slug', async (c) => {
      const page = await parseBody(Page, c);
      const locale = c.req.param('locale');
      if (page.slug !== c.req.param('slug') || page.locale !== locale)
        throw new BadRequest('slug and locale must match the path');
      await db.query(
        `insert into pages (locale, slug, type, title, updated_at, doc) values ($1, $2, $3, $4, $5, $6)
         on conflict (locale, slug) do update set type = excluded.type, title = excluded.title, updated_at = excluded.updated_at, doc = excluded.doc`,
        [locale, page.slug, page.type, page.title, page.updatedAt, JSON.stringify(page)],
      );
      return c.json(page);
    });
    // Removes one page as the CMS would (the prerender's removed-page test).
    app.delete('/__test/pages/:locale/:slug', async (c) => {
      const deleted = await db.query(
        'delete from pages where locale = $1 and slug = $2 returning slug',
        [c.req.param('locale'), c.req.param('slug')],
      );
      if (deleted.length === 0) throw new NotFound(`No page ${c.req.param('slug')}`);
      return c.json({ ok: true });
    });
    app.put('/websites/bg', async (c) => {
      const record = await parseBody(WebsiteRecord, c);
      await db.query('update documents set doc = $2 where key = $1', [
        'website:bg',
        JSON.stringify(record),
      ]);
      await changes.publish('website', record);
      return c.json(record);
    });
    app.put('/configurations/bg/popups/:locale', async (c) => {
      const config = await parseBody(PopupsConfig, c);
      const key = `popups:bg:${c.req.param('locale')}`;
      const updated = await db.query('update documents set doc = $2 where key = $1 returning key', [
        key,
        JSON.stringify(config),
      ]);
      if (updated.length === 0) throw new NotFound(`No popups config for ${c.req.param('locale')}`);
      await changes.publish('popups', { locale: c.req.param('locale'), ...config });
      return c.json(config);
    });
  }

  app.route('/', usersRoutes({ db, env }));

  // --- A page by slug (SPEC §7 {page}); last, so the named endpoints win ---
  app.get('/:slug{[a-z0-9]+(?:-[a-z0-9]+)*}', async (c) => {
    const locale = await localeOf(c);
    const slug = c.req.param('slug');
    const own = (
      await db.query<{ doc: Page }>('select doc from pages where locale = $1 and slug = $2', [
        locale.locale,
        slug,
      ])
    )[0];
    if (!own) throw new NotFound(`No page ${slug} in ${locale.locale}`);
    const alternates = await alternatesOf([slug]);
    return c.json({ ...own.doc, alternates: alternates.get(slug) ?? [] });
  });

  return app;
}
