/**
 * The compliance scanner (docs/compliance.md "The build's compliance check"): one page's HTML
 * against its locale's profile, by regular expressions over the string the render worker holds
 * (no DOM per page: the prerender's bench holds). It reads the marks the components render
 * (src/domain/marks.ts): the 18+ notice and the addiction warning, /go/ links and their rel,
 * ranked items, verified dates, promotional blocks and their label, the offer sign-up, and the
 * boot record's bonus_popup switch.
 */
import type { BootRecord } from '../../../renderer/document';
import type { ComplianceProfile } from '../../../src/domain/entities/compliance';
import { MARK } from '../../../src/domain/marks';
import { REGISTER_LOG_NAME, type PageFinding } from '../../records/findings';

/** What a page is judged by: its locale's profile, the codes it may not link, the moment. */
export type PageRules = {
  profile: Pick<
    ComplianceProfile,
    'licenceRegister' | 'verifiedWarnDays' | 'strictAdvertising' | 'adLabel' | 'offerSignup'
  >;
  /** The page answer's unlinkedOperators: no active licence in the locale's register. */
  unlinked: readonly string[];
  now: number;
};

/**
 * The youngest age the notice may name: gambling is for adults only
 * (docs/compliance.md#what-every-page-shows).
 */
const ADULT_AGE = 18;
const DAY_MS = 86_400_000;

const AGE_NOTICE = new RegExp(String.raw`${MARK.rg}="age"[^>]*>\s*(\d+)\s*\+`);
const ADDICTION_WARNING = new RegExp(String.raw`${MARK.rg}="addiction"[^>]*>\s*[^<\s]`);
/** An affiliate link: an anchor whose href is /go/{code}, under a locale directory or not. */
const AFFILIATE_LINK = /<a\s[^>]*?href="(?:\/[\w-]+)?\/go\/([A-Za-z0-9_-]+)[^"]*"[^>]*>/g;
const REL = /\srel="([^"]*)"/;
const VERIFIED_AT = new RegExp(`${MARK.verifiedAt}="([^"]+)"`, 'g');
const RANKED = new RegExp(`${MARK.ranked}="([A-Za-z0-9_-]+)"`, 'g');
/** A promotional block's opening tag, its tag name and the block's name. */
const PROMO_BLOCK = new RegExp(`<([a-z][a-z0-9]*)\\s[^>]*?${MARK.promo}="([^"]*)"[^>]*>`, 'g');
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
const POPUP_ON = `"${'bonus_popup' satisfies keyof BootRecord['configs']}":true`;

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
  else if (strict && !html.includes(MARK.rgStrict))
    found.push(fail('addiction-warning', 'the addiction warning is not enlarged'));
  return found;
}

/** "an operator without an active NRA licence", for the locale's register. */
const withoutLicence = ({ profile }: Pick<PageRules, 'profile'>) =>
  `an operator without an active ${profile.licenceRegister ? REGISTER_LOG_NAME[profile.licenceRegister] : ''} licence`;

/** Affiliate links without rel="sponsored", and to operators the locale may not link. */
function linkFindings(html: string, rules: PageRules): PageFinding[] {
  if (!html.includes('/go/')) return [];
  const unsponsored = new Set<string>();
  const unlicensed = new Set<string>();
  const ruled = rules.profile.licenceRegister !== null;
  for (const m of html.matchAll(AFFILIATE_LINK)) {
    const code = m[1] ?? '';
    const rel = REL.exec(m[0])?.[1] ?? '';
    if (!rel.split(/\s+/).includes('sponsored')) unsponsored.add(code);
    if (ruled && rules.unlinked.includes(code)) unlicensed.add(code);
  }
  return [
    ...[...unsponsored].map((code) => fail('sponsored-rel', `/go/${code} lacks rel="sponsored"`)),
    ...[...unlicensed].map((code) =>
      fail('licence-link', `links /go/${code}, ${withoutLicence(rules)}`),
    ),
  ];
}

/** Ranked items of operators the locale's register does not let rank (docs/compliance.md). */
function rankFindings(html: string, rules: PageRules): PageFinding[] {
  if (rules.profile.licenceRegister === null || !html.includes(MARK.ranked)) return [];
  const codes = new Set([...html.matchAll(RANKED)].map((m) => m[1] ?? ''));
  return [...codes]
    .filter((code) => rules.unlinked.includes(code))
    .map((code) => fail('licence-rank', `ranks ${code}, ${withoutLicence(rules)}`));
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

/** Where the element opened before `start` closes: its tag's nesting counted, or the end. */
function blockEnd(html: string, tag: string, start: number): number {
  const tags = new RegExp(`<(/?)${tag}\\b[^>]*>`, 'g');
  tags.lastIndex = start;
  let depth = 1;
  for (let m = tags.exec(html); m; m = tags.exec(html)) {
    depth += m[1] ? -1 : 1;
    if (depth === 0) return m.index;
  }
  return html.length;
}

/** Each promotional block of a page: its name and its inner HTML. */
function promoBlocks(html: string): { name: string; inner: string }[] {
  return [...html.matchAll(PROMO_BLOCK)].map((m) => {
    const start = m.index + m[0].length;
    return { name: m[2] ?? '', inner: html.slice(start, blockEnd(html, m[1] ?? '', start)) };
  });
}

/** On a strict locale: no bonus figure inside a promotional block, and no bonus popup. */
function strictFindings(html: string): PageFinding[] {
  const found: PageFinding[] = [];
  for (const { name, inner } of promoBlocks(html)) {
    const text = inner.replace(BLOCK_TAG, ' | ').replace(TAG, ' ');
    const figure = FIGURE.exec(text);
    if (figure) found.push(fail('promo-figure', `promotional block ${name} shows "${figure[0]}"`));
  }
  if (html.includes(POPUP_ON)) found.push(fail('bonus-popup', 'the bonus popup is on'));
  return found;
}

/**
 * The GlüStV 2021 switches: a promotional block without its advertising label (§5(2)), a sign-up
 * for e-mails about offers where the profile forbids one (§5(5)).
 */
function advertisingFindings(html: string, rules: PageRules): PageFinding[] {
  const found: PageFinding[] = [];
  if (rules.profile.adLabel)
    for (const { name, inner } of promoBlocks(html))
      if (!inner.includes(MARK.adLabel))
        found.push(fail('ad-label', `promotional block ${name} has no advertising label`));
  if (!rules.profile.offerSignup && html.includes(MARK.offerSignup))
    found.push(fail('offer-signup', 'asks for e-mails about offers'));
  return found;
}

/** Every rule `html` breaks under `rules`, and its oldest verified date (for the manifest). */
export function scanPage(html: string, rules: PageRules) {
  const strict = rules.profile.strictAdvertising;
  const verifiedAt = oldestVerified(html);
  const findings: PageFinding[] = [
    ...noticeFindings(html, strict),
    ...linkFindings(html, rules),
    ...rankFindings(html, rules),
    ...verifiedFindings(verifiedAt, rules),
    ...(strict ? strictFindings(html) : []),
    ...advertisingFindings(html, rules),
  ];
  return { findings, verifiedAt };
}
