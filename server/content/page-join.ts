/**
 * A page document holds copies of catalogue records: its casino or slot, the cards of its top
 * lists, bonus lists and slot grids, the rows of its hubs. The answer shows each as the record is
 * now and names every record it joined (its content keys), so a change to a casino reaches every
 * answer, and every page, that shows it (docs/content-api.md "Content keys"). A copy whose record
 * the catalogue does not hold is answered as the document has it.
 */
import {
  contentKey,
  type BonusSummary,
  type Casino,
  type ContentKey,
  type Page,
  type Slot,
} from '../../src/domain/entities';
import { bonusOffer, casinoOffer } from '../../src/domain/rules/hub-offers';
import { toCasinoSummary, toSlotSummary } from '../summaries';

/** The catalogue records a page may show, by id. */
export type Catalogue = {
  casinos: ReadonlyMap<number, Casino>;
  bonuses: ReadonlyMap<number, BonusSummary>;
  slots: ReadonlyMap<number, Slot>;
};

/** The kinds of record a page shows, as the entities table and the content keys name them. */
export const SHOWN_KINDS = ['casino', 'bonus', 'slot'] as const;

/** A catalogue of the given records. */
export function catalogueOf(records: {
  casinos: readonly Casino[];
  bonuses: readonly BonusSummary[];
  slots: readonly Slot[];
}): Catalogue {
  const byId = <T extends { id: number }>(list: readonly T[]) =>
    new Map(list.map((r) => [r.id, r]));
  return {
    casinos: byId(records.casinos),
    bonuses: byId(records.bonuses),
    slots: byId(records.slots),
  };
}

type Item = Page['content'][number];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The lookups of one join, recording each record they find. */
function lookups(catalogue: Catalogue, refs: Set<ContentKey>) {
  const bySlug = new Map([...catalogue.casinos.values()].map((c) => [c.slug, c]));
  const found = <T>(record: T | undefined, key: ContentKey): T | undefined => {
    if (record !== undefined) refs.add(key);
    return record;
  };
  return {
    casino: (id: number) => found(catalogue.casinos.get(id), contentKey.casino(id)),
    casinoBySlug: (slug: string) => {
      const casino = bySlug.get(slug);
      return casino && found(casino, contentKey.casino(casino.id));
    },
    bonus: (id: number) => found(catalogue.bonuses.get(id), contentKey.bonus(id)),
    slot: (id: number) => found(catalogue.slots.get(id), contentKey.slot(id)),
  };
}
type Lookups = ReturnType<typeof lookups>;

/** Each card of `list` with a numeric id replaced by what `now` answers for it. */
function cards(list: unknown, now: (id: number) => unknown): unknown {
  if (!Array.isArray(list)) return list;
  return list.map((card: unknown) =>
    isRecord(card) && typeof card.id === 'number' ? (now(card.id) ?? card) : card,
  );
}

/** A hub's row made again from its casino (and, in a bonus hub, that bonus) as they are now. */
function offerRow(row: unknown, bonuses: boolean, find: Lookups): unknown {
  if (!isRecord(row) || typeof row.casinoSlug !== 'string') return row;
  const casino = find.casinoBySlug(row.casinoSlug);
  if (!casino) return row;
  if (!bonuses) return casinoOffer(casino);
  const bonus = casino.bonuses.find((b) => b.id === row.bonusId);
  if (!bonus) return row;
  find.bonus(bonus.id);
  return bonusOffer(casino, bonus);
}

function joinItem(item: Item, find: Lookups): Item {
  switch (item.component) {
    case 'casino-top-list':
      return {
        ...item,
        casinos: cards(item.casinos, (id) => mapped(find.casino(id), toCasinoSummary)),
      };
    case 'bonus-list':
      return { ...item, bonuses: cards(item.bonuses, find.bonus) };
    case 'slot-grid':
      return { ...item, slots: cards(item.slots, (id) => mapped(find.slot(id), toSlotSummary)) };
    case 'offer-hub': {
      const bonuses = item.kind === 'bonuses';
      const offers = Array.isArray(item.offers) ? item.offers : [];
      return { ...item, offers: offers.map((row) => offerRow(row, bonuses, find)) };
    }
    default:
      return item;
  }
}

const mapped = <T, R>(value: T | undefined, fn: (value: T) => R): R | undefined =>
  value === undefined ? undefined : fn(value);

/** `doc` showing each catalogue record as it is now, and the keys of the records it shows. */
export function joinPage(doc: Page, catalogue: Catalogue): { page: Page; refs: ContentKey[] } {
  const refs = new Set<ContentKey>();
  const find = lookups(catalogue, refs);
  const casino = doc.casino && (find.casino(doc.casino.id) ?? doc.casino);
  const bonusCasino =
    doc.bonus_page_casino && (find.casino(doc.bonus_page_casino.id) ?? doc.bonus_page_casino);
  const slot = doc.slot && (find.slot(doc.slot.id) ?? doc.slot);
  const page: Page = {
    ...doc,
    content: doc.content.map((item) => joinItem(item, find)),
    ...(casino ? { casino } : {}),
    ...(bonusCasino ? { bonus_page_casino: bonusCasino } : {}),
    ...(slot ? { slot } : {}),
  };
  return { page, refs: [...refs] };
}
