/**
 * What the page's locale asks of the components that render offers (docs/compliance.md): the
 * strict reading of the 2024 advertising amendment (State Gazette 42/2024: promotional blocks
 * show no bonus figure), the advertising label (GlüStV 2021 §5(2)), the licence register whose
 * operators a list may rank, whether it may ask for e-mails about offers and the affiliate codes
 * the locale may not link (from the page answer). An island has its own root, so an island that renders offers provides it again from
 * its props.
 */
import { createContext, useContext } from 'react';
import type { BonusType, ComplianceProfile, LicenceRegister } from '../../domain/entities';
import type { LicenceRule } from '../../domain/rules/licence';

/** The locale's rules as the components read them (JSON: an island gets it as a prop). */
export type PageCompliance = {
  /** Promotional blocks show no bonus figure. */
  strict: boolean;
  /** Promotional blocks carry an advertising label. */
  adLabel: boolean;
  /** The register whose active licence lets an operator be linked and ranked; null: none. */
  register: LicenceRegister | null;
  /** The site may ask for e-mails about offers (GlüStV 2021 §5(5) says not in Germany). */
  offerSignup: boolean;
  /** The affiliate codes the locale may not link to now. */
  unlinked: readonly string[];
};

/** A locale without any of the rules: what a component outside a provider sees. */
export const NO_RULES: PageCompliance = {
  strict: false,
  adLabel: false,
  register: null,
  offerSignup: true,
  unlinked: [],
};

/** The rules of a locale of `profile`, the page answer's `unlinked` codes with them. */
export const pageCompliance = (
  profile: ComplianceProfile,
  unlinked: readonly string[],
): PageCompliance => ({
  strict: profile.strictAdvertising,
  adLabel: profile.adLabel,
  register: profile.licenceRegister,
  offerSignup: profile.offerSignup,
  unlinked,
});

/** The page's rules. */
export const Compliance = createContext<PageCompliance>(NO_RULES);

/** Whether promotional blocks on this page must show no bonus figure. */
export const useStrictAdvertising = (): boolean => useContext(Compliance).strict;

/** The register rule of the page's locale, for the domain's licence rules. */
export const useLicenceRule = (): LicenceRule => ({
  licenceRegister: useContext(Compliance).register,
});

/** True when the page's locale may link to the operator of `affiliateCode` (Gambling Act art. 3(1)). */
export function useOperatorLinkable(affiliateCode: string): boolean {
  return !useContext(Compliance).unlinked.includes(affiliateCode);
}

/** An offer's name without figures, by its kind (Bulgarian). */
export const BONUS_TYPE_NAME: Record<BonusType, string> = {
  welcome: 'Бонус за добре дошли',
  'no-deposit': 'Бонус без депозит',
  'free-spins': 'Безплатни завъртания',
  reload: 'Бонус при повторен депозит',
  cashback: 'Кешбек бонус',
  'high-roller': 'Бонус за хайролъри',
};
