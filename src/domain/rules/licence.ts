/**
 * Which operators a locale may link to: Gambling Act art. 3(1) lets only NRA licensees offer
 * gambling in Bulgaria, so where a locale's compliance profile asks for it, a casino without a
 * current NRA licence keeps its review but gets no affiliate link (docs/compliance.md).
 */
import type { ComplianceProfile, Licence } from '../entities';

/** True when one of `licences` is an NRA licence the register shows as active. */
export function hasCurrentNraLicence(licences: readonly Licence[]): boolean {
  return licences.some((l) => l.isNra && l.status === 'active');
}

/** True when a locale of `profile` may link to an operator holding `licences`. */
export function mayLinkOperator(
  licences: readonly Licence[],
  profile: Pick<ComplianceProfile, 'requireNraLicence'>,
): boolean {
  return !profile.requireNraLicence || hasCurrentNraLicence(licences);
}

/** The affiliate codes of `casinos` that a locale of `profile` may not link to, in their order. */
export function unlinkedOperators(
  casinos: readonly { affiliateCode: string; licences: readonly Licence[] }[],
  profile: Pick<ComplianceProfile, 'requireNraLicence'>,
): string[] {
  return casinos.filter((c) => !mayLinkOperator(c.licences, profile)).map((c) => c.affiliateCode);
}
