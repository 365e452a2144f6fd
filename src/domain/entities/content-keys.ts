/**
 * The vocabulary of what content an answer or a page is built from, and of what a change changed
 * (docs/content-api.md "Content keys"): one key a record, shared by the content API's read cache,
 * its change stream and the publisher, so "this answer shows casino 12" and "casino 12 changed"
 * are the same text. An answer depends on a key when a change to that content can change it.
 */
import { z } from 'zod';
import { IsoDateTime } from './common';

const LOCALE = '[a-z]{2}-[A-Z]{2}';
const SLUG = '[a-z0-9]+(?:-[a-z0-9]+)*';
const ID = '\\d{1,9}';

/** Every key's pattern, by its kind (the text before the first ':'). */
const PATTERNS = {
  /** A casino record, by id: its review, its cards, its rows in the hubs. */
  casino: ID,
  /** A bonus record, by id. */
  bonus: ID,
  /** A slot record, by id. */
  slot: ID,
  /** One page document of a locale: `page:bg-BG/varna-spins`. */
  page: `${LOCALE}/${SLUG}`,
  /** A locale's page list: a page added or removed, or its title, type or updatedAt moved. */
  pages: LOCALE,
  /** A locale's header and footer. */
  navigation: LOCALE,
  /** A locale's compliance profile (docs/compliance.md). */
  compliance: LOCALE,
  /** The operators a locale may not link now (its profile against the casinos' licences). */
  unlinked: LOCALE,
  /** The published player reviews of a casino in a locale, with their votes: `reviews:bg-BG/{slug}`. */
  reviews: `${LOCALE}/${SLUG}`,
  /** A locale's popups config (product §7 'configurations'). */
  popups: LOCALE,
} as const;

/** The kind of a key. */
export type ContentKeyKind = keyof typeof PATTERNS | 'website' | 'all';

const KEY = new RegExp(
  `^(?:website|all|${Object.entries(PATTERNS)
    .map(([kind, rest]) => `${kind}:${rest}`)
    .join('|')})$`,
);

/**
 * One content key. `website` is the product §7 website record; `all` is every answer at once (a
 * reseed), which a follower answers by comparing everything it holds.
 */
export const ContentKey = z.string().regex(KEY, 'Not a content key').brand<'ContentKey'>();
export type ContentKey = z.infer<typeof ContentKey>;

const key = (text: string) => text as ContentKey;

/** The key of each record; the one place key texts are written. */
export const contentKey = {
  casino: (id: number) => key(`casino:${String(id)}`),
  bonus: (id: number) => key(`bonus:${String(id)}`),
  slot: (id: number) => key(`slot:${String(id)}`),
  page: (locale: string, slug: string) => key(`page:${locale}/${slug}`),
  pages: (locale: string) => key(`pages:${locale}`),
  navigation: (locale: string) => key(`navigation:${locale}`),
  compliance: (locale: string) => key(`compliance:${locale}`),
  unlinked: (locale: string) => key(`unlinked:${locale}`),
  reviews: (locale: string, casinoSlug: string) => key(`reviews:${locale}/${casinoSlug}`),
  popups: (locale: string) => key(`popups:${locale}`),
  website: key('website'),
  all: key('all'),
};

/** The kind of `key` (the text before its first ':'). */
export const kindOf = (key: ContentKey): ContentKeyKind => key.split(':', 1)[0] as ContentKeyKind;

/** Where a changed record lives, as the change stream names it. */
export const ChangedCollection = z.enum([
  'casinos',
  'bonuses',
  'slots',
  'pages',
  'navigation',
  'compliance',
  'reviews',
  'website',
  'popups',
  'seed',
]);
export type ChangedCollection = z.infer<typeof ChangedCollection>;

/**
 * One content change as GET /changes sends it (event `change`, its `id:` line the same id): what
 * an editor or a moderator changed and every key it touched, the pages whose updatedAt moved
 * included, so a follower maps it to its pages without reading anything else.
 */
export const ContentChange = z.object({
  /** Position in the change log: ascending, the SSE event id a client resumes from. */
  id: z.number().int().positive(),
  /** When it was stored. */
  at: IsoDateTime,
  /** What was written. */
  collection: ChangedCollection,
  /** The record as its collection names it: a slug, an id, `bg-BG/varna-spins`, a locale. */
  ref: z.string(),
  /** Every key whose answers it may change. */
  keys: z.array(ContentKey),
});
export type ContentChange = z.infer<typeof ContentChange>;

/**
 * GET /changes event `reset`: the change after the client's Last-Event-ID is no longer kept (or
 * the id is unknown), so it compares what it holds (the page lists, navigation, profiles) with the
 * API; the event's id is the newest change, to resume from.
 */
export const ChangeReset = z.object({
  /** The id the client asked to resume after. */
  after: z.number().int().nonnegative(),
  /** The newest change id; 0 when none was ever recorded. */
  latest: z.number().int().nonnegative(),
  /** Why it cannot resume. */
  reason: z.enum(['pruned', 'unknown']),
});
export type ChangeReset = z.infer<typeof ChangeReset>;

/** The content-key header of a read answer: the keys it was built from, space-separated. */
export const CONTENT_KEYS_HEADER = 'Surrogate-Key';

/** The collections PATCH /admin/{collection}/… edits (docs/content-api.md "Edits"). */
export const AdminCollection = ChangedCollection.extract([
  'casinos',
  'bonuses',
  'slots',
  'pages',
  'navigation',
  'compliance',
]);
export type AdminCollection = z.infer<typeof AdminCollection>;

/** A PATCH /admin answer: the record as stored, and the change the stream carries for it. */
export const AdminEdit = z.object({
  /** The record after the patch, as its schema parsed it. */
  document: z.unknown(),
  /** The change as GET /changes sends it. */
  change: ContentChange,
});
export type AdminEdit = z.infer<typeof AdminEdit>;
