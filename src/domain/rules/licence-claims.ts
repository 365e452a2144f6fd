/**
 * Free text from the CMS may describe a casino, never claim a licence its records do not hold
 * (docs/compliance.md#claims-what-a-page-says-of-a-licence): what a page says of a licence is rendered from the records. This
 * finds claims ("лиценз от НАП", "НАП лиценз № …", "германски лиценз") in the fields written about
 * one casino (its tagline, pros and cons, the FAQ of its own page) and holds each to that casino's
 * own licences. Text about licences in general (an article, a hub's intro) is not a claim.
 */
import {
  parseKnownContent,
  type Licence,
  type LicenceRegister,
  type LicenceStatus,
  type Page,
} from '../entities';
import { licenceIn } from './licence';

/** A word for holding a licence: Bulgarian, English, German, or a place on a register's list. */
const LICENCE_WORD = /лиценз\p{L}*|вписан\p{L}*|licen[cs]\p{L}*|lizenz\p{L}*|white\s?list/giu;

/** How text names each register's regulator (its short and full names, its list). */
const REGULATOR_NAME: Record<LicenceRegister, RegExp> = {
  nra: /(?<!\p{L})(?:НАП|NRA)(?!\p{L})|Национална(?:та)?\s+агенция\s+за\s+приходите/giu,
  ggl: /(?<!\p{L})GGL(?!\p{L})|Gemeinsamen?\s+Glücksspielbehörde|германск\p{L}*/giu,
};

/** A word that turns a clause into a denial: "без лиценз от НАП" claims nothing held. */
const DENIAL =
  /(?<!\p{L})(?:без|няма|не|нито|липсва\p{L}*|отнет\p{L}*|спрян\p{L}*|изтекъл|изтекл\p{L}*|no|not|without|ohne|kein\p{L}*)(?!\p{L})/iu;

/** Clauses do not carry a claim across their end. */
const CLAUSE_END = /[.;!?\n]|\s[-–—]\s/u;

/** The most characters between a licence word and a regulator's name in one claim. */
const CLAIM_GAP_MAX = 40;

/** One claim of a licence: the register it names and the words that say so. */
export type LicenceClaim = { register: LicenceRegister; phrase: string };

const spans = (re: RegExp, text: string) =>
  [...text.matchAll(re)].map((m) => ({ start: m.index, end: m.index + m[0].length }));

/** The claim of `register` in one clause, if it makes one. */
function claimIn(clause: string, register: LicenceRegister): LicenceClaim | null {
  if (DENIAL.test(clause)) return null;
  for (const word of spans(LICENCE_WORD, clause))
    for (const name of spans(REGULATOR_NAME[register], clause)) {
      const [first, last] = word.start <= name.start ? [word, name] : [name, word];
      if (last.start - first.end > CLAIM_GAP_MAX) continue;
      return { register, phrase: clause.slice(first.start, Math.max(first.end, last.end)) };
    }
  return null;
}

/** Every licence `text` claims, a register once per clause. */
export function licenceClaims(text: string): LicenceClaim[] {
  return text.split(CLAUSE_END).flatMap((clause) =>
    (Object.keys(REGULATOR_NAME) as LicenceRegister[]).flatMap((register) => {
      const claim = claimIn(clause, register);
      return claim ? [claim] : [];
    }),
  );
}

/** A field written about one casino, and the licences its words must agree with. */
export type ClaimSource = {
  casino: string;
  field: 'tagline' | 'pros' | 'cons' | 'description' | 'faq' | 'offer';
  text: string;
  licences: readonly Licence[];
};

type Described = { name: string; tagline: string; licences: readonly Licence[] };

const about = (c: Described, field: ClaimSource['field'], text: string): ClaimSource => ({
  casino: c.name,
  field,
  text,
  licences: c.licences,
});

/** A casino's own fields: its tagline, and its pros and cons where the record has them. */
const ownFields = (c: Described & { pros?: readonly string[]; cons?: readonly string[] }) => [
  about(c, 'tagline', c.tagline),
  ...(c.pros ?? []).map((p) => about(c, 'pros', p)),
  ...(c.cons ?? []).map((p) => about(c, 'cons', p)),
];

/** How a content item is parsed: a caller that rendered the page passes the parser it used. */
type ParseContent = typeof parseKnownContent;

/** The fields of `page` written about one casino each. */
export function claimSources(page: Page, parse: ParseContent = parseKnownContent): ClaimSource[] {
  const own = page.casino ?? page.bonus_page_casino;
  const sources = own ? [...ownFields(own), about(own, 'description', page.description)] : [];
  for (const raw of page.content) {
    const item = parse(raw);
    if (!item.success) continue;
    const { data } = item;
    if (data.component === 'casino-top-list') sources.push(...data.casinos.flatMap(ownFields));
    if (data.component === 'offer-hub')
      for (const o of data.offers)
        if (o.headline)
          sources.push({
            casino: o.casinoName,
            field: 'offer',
            text: o.headline,
            licences: o.licences,
          });
    // A casino's page is about that casino: its FAQ speaks of it.
    if (data.component === 'faq' && own)
      for (const { question, answer } of data.items)
        sources.push(about(own, 'faq', `${question} ${answer}`));
  }
  return sources;
}

/** A claim the casino's records do not hold: no active licence in the register it names. */
export type FalseClaim = Omit<ClaimSource, 'text' | 'licences'> &
  LicenceClaim & { status: Exclude<LicenceStatus, 'active'> | 'none' };

/** Every licence claim of `page` that its casino's own records contradict. */
export function falseLicenceClaims(page: Page, parse?: ParseContent): FalseClaim[] {
  return claimSources(page, parse).flatMap(({ casino, field, text, licences }) =>
    licenceClaims(text).flatMap((claim) => {
      const status = licenceIn(licences, claim.register)?.status ?? 'none';
      return status === 'active' ? [] : [{ casino, field, ...claim, status }];
    }),
  );
}
