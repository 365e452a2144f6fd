/**
 * The compliance scanner (docs/compliance.md "The build's compliance check"): one page's HTML
 * against its locale's profile, by regular expressions over the string the render worker holds
 * (no DOM per page: the prerender's bench holds). It reads the marks the components render:
 * data-rg (the 18+ notice and the addiction warning), /go/ links and their rel, data-verified-at,
 * data-promo blocks and the boot record's bonus_popup switch.
 */
import type { ComplianceProfile } from '../../../src/domain/entities/compliance';
import type { PageFinding } from '../../records/findings';

/** What a page is judged by: its locale's profile, the codes it may not link, the moment. */
export type PageRules = {
  profile: Pick<ComplianceProfile, 'requireNraLicence' | 'verifiedWarnDays' | 'strictAdvertising'>;
  /** The page answer's unlinkedOperators: no current NRA licence (Gambling Act art. 3(1)). */
  unlinked: readonly string[];
  now: number;
};

/**
 * The youngest age the notice may name: gambling is for adults only
 * (docs/compliance.md#what-every-page-shows).
 */
const ADULT_AGE = 18;
const DAY_MS = 86_400_000;

const AGE_NOTICE = /data-rg="age"[^>]*>\s*(\d+)\s*\+/;
const ADDICTION_WARNING = /data-rg="addiction"[^>]*>\s*[^<\s]/;
/** An affiliate link: an anchor whose href is /go/{code}, under a locale directory or not. */
const AFFILIATE_LINK = /<a\s[^>]*?href="(?:\/[\w-]+)?\/go\/([A-Za-z0-9_-]+)[^"]*"[^>]*>/g;
const REL = /\srel="([^"]*)"/;
const VERIFIED_AT = /data-verified-at="([^"]+)"/g;
/** A promotional block's opening tag: its name closes it (blocks do not nest their own tag). */
const PROMO_BLOCK = /<([a-z][a-z0-9]*)\s[^>]*?data-promo="([^"]*)"[^>]*>/g;
const TAG = /<[^>]*>/g;
/** A block element's tag: the text on either side is not one phrase (a rank, then an offer's name). */
const BLOCK_TAG =
  /<\/?(?:address|article|aside|div|dd|dl|dt|footer|h[1-6]|header|li|ol|p|section|ul)\b[^>]*>/gi;
/** A bonus figure: a percentage, an amount in a currency, a count of free spins. */
const FIGURE = new RegExp(
  [
    String.raw`\d+(?:[.,]\d+)?\s*%`,
    String.raw`(?:€|\$|£|лв\.?|EUR|BGN|USD)\s*\d`,
    String.raw`\d(?:[\d\s.,]*\d)?\s*(?:€|\$|£|лв|EUR|BGN|USD)`,
    String.raw`\d+\s*(?:FS|free\s+spins?|(?:безплатни\s+)?(?:завъртания|спина|фрийспина))`,
  ].join('|'),
  'i',
);
const POPUP_ON = '"bonus_popup":true';

const fail = (rule: PageFinding['rule'], detail: string): PageFinding => ({
  rule,
  level: 'fail',
  detail,
});

/**
 * The 18+ notice and the addiction warning of every page
 * (docs/compliance.md#what-every-page-shows).
 */
function noticeFindings(html: string, strict: boolean): PageFinding[] {
  const found: PageFinding[] = [];
  const age = AGE_NOTICE.exec(html);
  if (!age || Number(age[1]) < ADULT_AGE) found.push(fail('age-notice', 'no 18+ notice'));
  if (!ADDICTION_WARNING.test(html)) found.push(fail('addiction-warning', 'no addiction warning'));
  else if (strict && !html.includes('data-rg-strict'))
    found.push(fail('addiction-warning', 'the addiction warning is not enlarged'));
  return found;
}

/** Affiliate links without rel="sponsored", and to operators the locale may not link. */
function linkFindings(html: string, rules: PageRules): PageFinding[] {
  if (!html.includes('/go/')) return [];
  const unsponsored = new Set<string>();
  const unlicensed = new Set<string>();
  const nra = rules.profile.requireNraLicence;
  for (const m of html.matchAll(AFFILIATE_LINK)) {
    const code = m[1] ?? '';
    const rel = REL.exec(m[0])?.[1] ?? '';
    if (!rel.split(/\s+/).includes('sponsored')) unsponsored.add(code);
    if (nra && rules.unlinked.includes(code)) unlicensed.add(code);
  }
  return [
    ...[...unsponsored].map((code) => fail('sponsored-rel', `/go/${code} lacks rel="sponsored"`)),
    ...[...unlicensed].map((code) =>
      fail('nra-licence', `links /go/${code}, an operator without a current NRA licence`),
    ),
  ];
}

/** The oldest verified date of a page's offers (data-verified-at), or null for none. */
export function oldestVerified(html: string): string | null {
  let oldest: { at: string; time: number } | null = null;
  for (const m of html.matchAll(VERIFIED_AT)) {
    const at = m[1] ?? '';
    const time = Date.parse(at);
    // An unreadable date is the oldest there is: it fails.
    if (Number.isNaN(time)) return at;
    if (!oldest || time < oldest.time) oldest = { at, time };
  }
  return oldest?.at ?? null;
}

/**
 * The verified-date rule on a page's oldest offer: warned past N days, failed past 2N. A page a
 * patch carries is judged again by the date its manifest entry keeps.
 */
export function verifiedFindings(
  oldest: string | null,
  { profile, now }: Pick<PageRules, 'profile' | 'now'>,
): PageFinding[] {
  if (oldest === null) return [];
  const time = Date.parse(oldest);
  if (Number.isNaN(time)) return [fail('verified-date', `unreadable verified date "${oldest}"`)];
  const days = Math.floor((now - time) / DAY_MS);
  const warnDays = profile.verifiedWarnDays;
  if (days <= warnDays) return [];
  const level = days > 2 * warnDays ? 'fail' : 'warn';
  const limit = level === 'fail' ? 2 * warnDays : warnDays;
  const detail = `an offer verified ${oldest.slice(0, 10)}, ${String(days)} days ago (over ${String(limit)})`;
  return [{ rule: 'verified-date', level, detail }];
}

/** On a strict locale: no bonus figure inside a promotional block, and no bonus popup. */
function strictFindings(html: string): PageFinding[] {
  const found: PageFinding[] = [];
  for (const m of html.matchAll(PROMO_BLOCK)) {
    const start = (m.index ?? 0) + m[0].length;
    const end = html.indexOf(`</${m[1] ?? ''}>`, start);
    const text = html
      .slice(start, end < 0 ? html.length : end)
      .replace(BLOCK_TAG, ' | ')
      .replace(TAG, ' ');
    const figure = FIGURE.exec(text);
    if (figure)
      found.push(fail('promo-figure', `promotional block ${m[2] ?? ''} shows "${figure[0]}"`));
  }
  if (html.includes(POPUP_ON)) found.push(fail('bonus-popup', 'the bonus popup is on'));
  return found;
}

/** Every rule `html` breaks under `rules`, and its oldest verified date (for the manifest). */
export function scanPage(html: string, rules: PageRules) {
  const strict = rules.profile.strictAdvertising;
  const verifiedAt = oldestVerified(html);
  const findings: PageFinding[] = [
    ...noticeFindings(html, strict),
    ...linkFindings(html, rules),
    ...verifiedFindings(verifiedAt, rules),
    ...(strict ? strictFindings(html) : []),
  ];
  return { findings, verifiedAt };
}
