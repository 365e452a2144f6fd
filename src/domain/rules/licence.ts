/**
 * What a locale's law makes of a casino's licences (docs/compliance.md): a locale follows one
 * register (bg-BG the NRA's, Gambling Act art. 3(1); bg-DE the GGL's whitelist, GlüStV 2021
 * §4(1), §5(7)). Only an operator with an active licence in it is linked and ranked there; the
 * others keep their review, appear apart from the rankings with the reason, and get no link.
 */
import type { ComplianceProfile, Licence, LicenceRegister, LicenceStatus } from '../entities';

/** The locale's rule: the register it follows, null for none. */
export type LicenceRule = Pick<ComplianceProfile, 'licenceRegister'>;

/** The licence `licences` hold in `register`: the active one, else the first listed there. */
export function licenceIn(
  licences: readonly Licence[],
  register: LicenceRegister,
): Licence | undefined {
  const listed = licences.filter((l) => l.register === register);
  return listed.find((l) => l.status === 'active') ?? listed[0];
}

/** True when one of `licences` is active in `register`. */
export function holdsLicence(licences: readonly Licence[], register: LicenceRegister): boolean {
  return licenceIn(licences, register)?.status === 'active';
}

/**
 * Where an operator stands under a locale's register: ranked, or apart with the reason (its
 * licence's status there, 'none' when it holds none). No register: everyone ranks.
 */
export type Standing =
  | { ranked: true }
  | { ranked: false; register: LicenceRegister; status: Exclude<LicenceStatus, 'active'> | 'none' };

/** The standing of an operator holding `licences` on a locale of `rule`. */
export function standingOf(licences: readonly Licence[], rule: LicenceRule): Standing {
  const register = rule.licenceRegister;
  if (register === null) return { ranked: true };
  const status = licenceIn(licences, register)?.status ?? 'none';
  return status === 'active' ? { ranked: true } : { ranked: false, register, status };
}

/** True when a locale of `rule` may link to an operator holding `licences`. */
export function mayLinkOperator(licences: readonly Licence[], rule: LicenceRule): boolean {
  return standingOf(licences, rule).ranked;
}

/** The affiliate codes of `casinos` that a locale of `rule` may not link to, in their order. */
export function unlinkedOperators(
  casinos: readonly { affiliateCode: string; licences: readonly Licence[] }[],
  rule: LicenceRule,
): string[] {
  return casinos.filter((c) => !mayLinkOperator(c.licences, rule)).map((c) => c.affiliateCode);
}

/** An item a list shows apart from its ranking, with the reason. */
export type Apart<T> = { item: T; standing: Exclude<Standing, { ranked: true }> };

/**
 * A list split by the locale's law, each part in the list's order: the items that may rank, and
 * the ones shown apart, unranked, with the reason.
 */
export function rankByLaw<T extends { licences: readonly Licence[] }>(
  items: readonly T[],
  rule: LicenceRule,
): { ranked: T[]; apart: Apart<T>[] } {
  const ranked: T[] = [];
  const apart: Apart<T>[] = [];
  for (const item of items) {
    const standing = standingOf(item.licences, rule);
    if (standing.ranked) ranked.push(item);
    else apart.push({ item, standing });
  }
  return { ranked, apart };
}
