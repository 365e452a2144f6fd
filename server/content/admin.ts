/**
 * The CMS stand-in takes edits (docs/content-api.md "Edits"): PATCH /admin/{collection}/… with a
 * JSON merge patch (RFC 7396, `application/merge-patch+json`) behind basic auth (ADMIN_USER /
 * ADMIN_PASSWORD). A patch is refused before anything is read when it is not an object, names a
 * member the record does not have or one the API sets; the patched record is validated with its
 * own schema (400 naming the field), stored, and its change recorded for GET /changes.
 */
import type { Context, Hono } from 'hono';
import { z } from 'zod';
import {
  BonusSummary,
  Casino,
  ComplianceProfile,
  LocaleCode,
  LocaleNavigation,
  Page,
  Slot,
  Slug,
  type AdminCollection,
  type AdminEdit,
} from '../../src/domain/entities';
import { DERIVED_CASINO_FIELDS } from '../../src/domain/rules/casino-record';
import { mergePatch } from '../../src/domain/rules/merge-patch';
import type { ApiEnv } from '../../src/config/api-env';
import { eventData, type LoggedChange } from '../change-log';
import type { Changes } from '../changes';
import type { Db } from '../db/db';
import { basicAuthOf } from './basic-auth';
import {
  editBonus,
  editCasino,
  editCompliance,
  editNavigation,
  editPage,
  editSlot,
  type Edit,
  type MakeRecord,
} from './edits';
import { MERGE_PATCH_MEDIA_TYPE, mediaTypeOf } from './input-guard';
import { BadRequest, NotFound } from './request';

/** Each collection's record, and the members a patch may not name with the reason. */
const RECORDS: Record<AdminCollection, { schema: z.ZodObject; refused: Record<string, string> }> = {
  casinos: {
    schema: Casino,
    refused: {
      id: 'cannot change',
      slug: 'cannot change',
      bonuses: 'edited at /admin/bonuses/{id}',
      ...Object.fromEntries(DERIVED_CASINO_FIELDS.map((f) => [f, 'derived from the record'])),
    },
  },
  bonuses: { schema: BonusSummary, refused: { id: 'cannot change', casino: 'cannot change' } },
  slots: { schema: Slot, refused: { id: 'cannot change', slug: 'cannot change' } },
  pages: {
    schema: Page,
    refused: {
      slug: 'cannot change',
      locale: 'cannot change',
      updatedAt: 'set by the API on every edit',
      alternates: 'set by the API as it answers',
      unlinkedOperators: 'set by the API as it answers',
      playerReviews: 'set by the API as it answers',
    },
  },
  navigation: { schema: LocaleNavigation, refused: {} },
  compliance: { schema: ComplianceProfile, refused: {} },
};

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The request's merge patch for a record of `collection`, refused as the module says. */
async function readPatch(
  c: Context,
  collection: AdminCollection,
): Promise<Record<string, unknown>> {
  if (mediaTypeOf(c.req.header('content-type')) !== MERGE_PATCH_MEDIA_TYPE)
    throw new UnsupportedPatch();
  let patch: unknown;
  try {
    patch = await c.req.json();
  } catch {
    throw new BadRequest('Body must be JSON');
  }
  if (!isObject(patch)) throw new BadRequest('body: a merge patch of a record is a JSON object');
  const { schema, refused } = RECORDS[collection];
  for (const member of Object.keys(patch)) {
    if (!(member in schema.shape)) throw new BadRequest(`${member}: not a member of ${collection}`);
    const why = refused[member];
    if (why) throw new BadRequest(`${member}: ${why}`);
  }
  return patch;
}

/** A patch in another media type (415 with Accept-Patch, RFC 5789 §3.1). */
class UnsupportedPatch extends Error {}

/** A path parameter read with `schema`; anything else is no such record. */
function param<T extends z.ZodType>(c: Context, name: string, schema: T): z.infer<T> {
  const result = schema.safeParse(c.req.param(name));
  if (!result.success) throw new NotFound(`No ${name} ${c.req.param(name) ?? ''}`);
  return result.data;
}

/** The answer of an edit: the stored record and its change as the stream sends it. */
const edited = (change: LoggedChange, document: unknown): AdminEdit => ({
  document,
  change: eventData(change) as AdminEdit['change'],
});

/** A bonus id in a path. */
const BonusId = z
  .string()
  .regex(/^\d{1,9}$/)
  .transform(Number);

type Run = (c: Context, tx: Pick<Db, 'query'>, make: MakeRecord) => Promise<Edit>;

/** PATCH /admin/{casinos,bonuses,slots,pages,navigation,compliance}/… */
export function registerAdmin(app: Hono, { env, changes }: { env: ApiEnv; changes: Changes }) {
  app.use(
    '/admin/*',
    ...basicAuthOf(env, 'admin', { username: env.ADMIN_USER, password: env.ADMIN_PASSWORD }),
  );
  const patch = (path: string, collection: AdminCollection, run: Run) =>
    app.patch(path, async (c) => {
      let body: Record<string, unknown>;
      try {
        body = await readPatch(c, collection);
      } catch (error) {
        if (!(error instanceof UnsupportedPatch)) throw error;
        c.header('Accept-Patch', MERGE_PATCH_MEDIA_TYPE);
        const message = `A patch is ${MERGE_PATCH_MEDIA_TYPE} (RFC 7396)`;
        return c.json({ error: 'unsupported_media_type', message }, 415);
      }
      const make: MakeRecord = (stored) => mergePatch(stored, body);
      const { change, result } = await changes.write((tx) => run(c, tx, make));
      return c.json(edited(change, result));
    });
  patch('/admin/casinos/:slug', 'casinos', (c, tx, make) =>
    editCasino(tx, param(c, 'slug', Slug), make),
  );
  patch('/admin/bonuses/:id', 'bonuses', (c, tx, make) =>
    editBonus(tx, param(c, 'id', BonusId), make),
  );
  patch('/admin/slots/:slug', 'slots', (c, tx, make) => editSlot(tx, param(c, 'slug', Slug), make));
  patch('/admin/pages/:locale/:slug', 'pages', (c, tx, make) =>
    editPage(tx, { locale: param(c, 'locale', LocaleCode), slug: param(c, 'slug', Slug) }, make),
  );
  patch('/admin/navigation/:locale', 'navigation', (c, tx, make) =>
    editNavigation(tx, param(c, 'locale', LocaleCode), make),
  );
  patch('/admin/compliance/:locale', 'compliance', (c, tx, make) =>
    editCompliance(tx, param(c, 'locale', LocaleCode), make),
  );
}
