/**
 * The marks the build's compliance scan reads in a page's HTML (docs/compliance.md "The build's
 * compliance check"), defined once for the components that write them and for
 * prerender/check/compliance/scan.ts, which reads them. A component spreads one of {@link marks}; no
 * mark's name is written by hand, so a misspelt one fails the type check.
 */

/** Each mark's attribute. */
export const MARK = {
  /** A promotional block; its value names the block. */
  promo: 'data-promo',
  /** A responsible-gambling notice: 'age' (the 18+ badge) or 'addiction' (the warning). */
  rg: 'data-rg',
  /** The addiction warning enlarged (a strict locale, State Gazette 42/2024). */
  rgStrict: 'data-rg-strict',
  /** When an offer's terms were last verified (ISO). */
  verifiedAt: 'data-verified-at',
  /** An item a list ranks; its value is the operator's affiliate code. */
  ranked: 'data-ranked',
  /** An item a list shows apart, unranked, for want of a licence; its value is the code. */
  unranked: 'data-unranked',
  /** A promotional block's advertising label (GlüStV 2021 §5(2)). */
  adLabel: 'data-ad-label',
  /** A sign-up for e-mails about offers (GlüStV 2021 §5(5)). */
  offerSignup: 'data-offer-signup',
} as const;

/** The promotional blocks the site renders, by name. */
export type PromoName =
  'top-list' | 'hub' | 'review-bonus' | 'bonus-card' | 'casino-list' | 'int-bonus';

/** The responsible-gambling notices every page carries. */
export type RgNotice = 'age' | 'addiction';

type Attr<K extends string, V> = Record<K, V>;

/** The attributes of each mark, to spread on the element that carries it. */
export const marks = {
  promo: (name: PromoName): Attr<typeof MARK.promo, PromoName> => ({ [MARK.promo]: name }),
  rg: (notice: RgNotice): Attr<typeof MARK.rg, RgNotice> => ({ [MARK.rg]: notice }),
  rgStrict: (): Attr<typeof MARK.rgStrict, ''> => ({ [MARK.rgStrict]: '' }),
  verifiedAt: (at: string): Attr<typeof MARK.verifiedAt, string> => ({ [MARK.verifiedAt]: at }),
  ranked: (code: string): Attr<typeof MARK.ranked, string> => ({ [MARK.ranked]: code }),
  unranked: (code: string): Attr<typeof MARK.unranked, string> => ({ [MARK.unranked]: code }),
  adLabel: (): Attr<typeof MARK.adLabel, ''> => ({ [MARK.adLabel]: '' }),
  offerSignup: (): Attr<typeof MARK.offerSignup, ''> => ({ [MARK.offerSignup]: '' }),
};
