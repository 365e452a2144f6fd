/**
 * The editors' writes (PATCH /admin/…, docs/content-api.md "Edits"), one a collection. Each reads
 * its record for update, makes the new one with the caller's function (a merge patch, or the test
 * admin's replacement), validates it with the record's own schema, stores it with what follows
 * from it (derived fields, the pages showing it, the unlinked operators) and names every content
 * key it changed, for the change log.
 */
import type { z } from 'zod';
import {
  BonusSummary,
  Casino,
  ComplianceProfile,
  contentKey,
  LocaleNavigation,
  Page,
  Slot,
  type AdminCollection,
  type LocaleItem,
} from '../../src/domain/entities';
import { derivedCasinoFields, withBonus } from '../../src/domain/rules/casino-record';
import { issuesText } from '../../src/domain/rules/issues';
import type { NewChange } from '../change-log';
import type { Db } from '../db/db';
import {
  movedUnlinked,
  pageKeys,
  readCatalogue,
  touchPagesShowing,
  unlinkedByLocale,
  writePage,
} from './edit-effects';
import { BadRequest, NotFound } from './request';

type Tx = Pick<Db, 'query'>;
/** A write's change and the record it stored. */
export type Edit = { change: NewChange; result: unknown };
/** Makes the new record from the stored one. */
export type MakeRecord = (stored: unknown) => unknown;

/** `value` read with `schema`; a mismatch is a 400 naming each field. */
function parseRecord<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const result = schema.safeParse(value);
  if (!result.success) throw new BadRequest(issuesText(result.error, 'body'));
  return result.data;
}

/** Refuses a new record whose identity differs from the stored one's (both read with `schema`). */
function keepFixed(
  schema: z.ZodType,
  stored: unknown,
  next: object,
  fixed: readonly string[],
): void {
  const was = (schema.safeParse(stored).data ?? stored) as Record<string, unknown>;
  const now = next as Record<string, unknown>;
  for (const member of fixed)
    if (JSON.stringify(was[member]) !== JSON.stringify(now[member]))
      throw new BadRequest(`${member}: cannot change`);
}

const change = (collection: AdminCollection, ref: string, keys: NewChange['keys']): NewChange => ({
  event: 'change',
  collection,
  ref,
  keys: [...new Set(keys)],
});

/** A casino record; its derived fields follow, and so do the pages showing it. */
export async function editCasino(tx: Tx, slug: string, make: MakeRecord): Promise<Edit> {
  const [row] = await tx.query<{ doc: Casino }>(
    "select doc from entities where kind = 'casino' and slug = $1 for update",
    [slug],
  );
  if (!row) throw new NotFound(`No casino ${slug}`);
  const next = parseRecord(Casino, make(row.doc));
  keepFixed(Casino, row.doc, next, ['id', 'slug', 'bonuses']);
  if (next.bonusId !== null && !next.bonuses.some((b) => b.id === next.bonusId))
    throw new BadRequest(`bonusId: ${String(next.bonusId)} is not one of this casino's bonuses`);
  const casino: Casino = { ...next, ...derivedCasinoFields(next) };
  const before = await unlinkedByLocale(tx);
  await tx.query("update entities set doc = $2 where kind = 'casino' and id = $1", [
    casino.id,
    JSON.stringify(casino),
  ]);
  const own = contentKey.casino(casino.id);
  const keys = [own, ...(await touchPagesShowing(tx, [own]))];
  keys.push(...movedUnlinked(before, await unlinkedByLocale(tx)));
  return { change: change('casinos', slug, keys), result: casino };
}

/** A bonus record and its copy in its casino's record. */
export async function editBonus(tx: Tx, id: number, make: MakeRecord): Promise<Edit> {
  const [row] = await tx.query<{ doc: BonusSummary }>(
    "select doc from entities where kind = 'bonus' and id = $1 for update",
    [id],
  );
  if (!row) throw new NotFound(`No bonus ${String(id)}`);
  const bonus = parseRecord(BonusSummary, make(row.doc));
  keepFixed(BonusSummary, row.doc, bonus, ['id', 'casino']);
  await tx.query("update entities set doc = $2 where kind = 'bonus' and id = $1", [
    id,
    JSON.stringify(bonus),
  ]);
  const [owner] = await tx.query<{ doc: Casino }>(
    "select doc from entities where kind = 'casino' and slug = $1 for update",
    [bonus.casino],
  );
  const shown = [contentKey.bonus(id)];
  if (owner) {
    const casino = withBonus(owner.doc, bonus);
    await tx.query("update entities set doc = $2 where kind = 'casino' and id = $1", [
      casino.id,
      JSON.stringify(casino),
    ]);
    shown.push(contentKey.casino(casino.id));
  }
  const keys = [...shown, ...(await touchPagesShowing(tx, shown))];
  return { change: change('bonuses', String(id), keys), result: bonus };
}

/** A slot record, and the pages showing it. */
export async function editSlot(tx: Tx, slug: string, make: MakeRecord): Promise<Edit> {
  const [row] = await tx.query<{ doc: Slot }>(
    "select doc from entities where kind = 'slot' and slug = $1 for update",
    [slug],
  );
  if (!row) throw new NotFound(`No slot ${slug}`);
  const slot = parseRecord(Slot, make(row.doc));
  keepFixed(Slot, row.doc, slot, ['id', 'slug']);
  await tx.query("update entities set doc = $2 where kind = 'slot' and id = $1", [
    slot.id,
    JSON.stringify(slot),
  ]);
  const own = contentKey.slot(slot.id);
  const keys = [own, ...(await touchPagesShowing(tx, [own]))];
  return { change: change('slots', slug, keys), result: slot };
}

/** A page document, its updatedAt now. */
export async function editPage(
  tx: Tx,
  target: { locale: string; slug: string },
  make: MakeRecord,
): Promise<Edit> {
  const [row] = await tx.query<{ doc: Page }>(
    'select doc from pages where locale = $1 and slug = $2 for update',
    [target.locale, target.slug],
  );
  if (!row) throw new NotFound(`No page ${target.slug} in ${target.locale}`);
  const next = parseRecord(Page, make(row.doc));
  keepFixed(Page, row.doc, next, ['slug', 'locale']);
  const page: Page = { ...next, updatedAt: new Date().toISOString() };
  await writePage(tx, page, await readCatalogue(tx));
  const ref = `${target.locale}/${target.slug}`;
  return { change: change('pages', ref, pageKeys(target.locale, target.slug)), result: page };
}

/** A locale's header and footer. */
export async function editNavigation(tx: Tx, locale: string, make: MakeRecord): Promise<Edit> {
  const keys = { header: `header:${locale}`, footer: `footer:${locale}` };
  const rows = await tx.query<{ key: string; doc: unknown }>(
    'select key, doc from documents where key = any($1::text[]) for update',
    [Object.values(keys)],
  );
  const header = rows.find((r) => r.key === keys.header);
  const footer = rows.find((r) => r.key === keys.footer);
  if (!header || !footer) throw new NotFound(`No navigation for ${locale}`);
  const next = parseRecord(LocaleNavigation, make({ header: header.doc, footer: footer.doc }));
  for (const [part, key] of Object.entries(keys))
    await tx.query('update documents set doc = $2 where key = $1', [
      key,
      JSON.stringify(next[part as keyof typeof keys]),
    ]);
  return { change: change('navigation', locale, [contentKey.navigation(locale)]), result: next };
}

/** A locale's compliance profile, and the operators it may link. */
export async function editCompliance(tx: Tx, locale: string, make: MakeRecord): Promise<Edit> {
  const [row] = await tx.query<{ doc: LocaleItem }>(
    'select doc from locales where locale = $1 for update',
    [locale],
  );
  if (!row) throw new NotFound(`No locale ${locale}`);
  const profile = parseRecord(ComplianceProfile, make(row.doc.compliance));
  const before = await unlinkedByLocale(tx);
  await tx.query(
    `update locales set doc = jsonb_set(doc, '{compliance}', $2::jsonb) where locale = $1`,
    [locale, JSON.stringify(profile)],
  );
  const keys = [
    contentKey.compliance(locale),
    ...movedUnlinked(before, await unlinkedByLocale(tx)),
  ];
  return { change: change('compliance', locale, keys), result: profile };
}
