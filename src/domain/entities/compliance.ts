/**
 * A locale's compliance profile: the law it follows, which of its rules the site enforces and the
 * help a player of that country is given (docs/compliance.md). It is data from the CMS, like
 * every help-line number and register address (docs/compliance.md#what-every-page-shows:
 * never hard-code an official number).
 */
import { z } from 'zod';
import { LicenceRegister } from './casino';
import { HttpUrl } from './common';

/** A national help line for problem gambling. */
export const HelpLine = z.object({
  /** The service's name, in Bulgarian. */
  name: z.string().min(1),
  /** Its phone number; null until the owner has confirmed one (the page then shows the link only). */
  phone: z.string().min(1).nullable(),
  /** Its web page, when it has one. */
  url: HttpUrl.nullable(),
});
export type HelpLine = z.infer<typeof HelpLine>;

/** The register of persons excluded from gambling and how a player enters it. */
export const ExclusionRegister = z.object({
  /** Who keeps the register, e.g. 'Национална агенция за приходите (НАП)'. */
  authority: z.string().min(1),
  /** Where its rules and forms are published. */
  url: HttpUrl,
  /** How to apply, one step a line, in Bulgarian. */
  steps: z.array(z.string().min(1)).min(1),
  /** The shortest exclusion the law allows, in months (Gambling Act art. 10g: two years). */
  minMonths: z.number().int().positive(),
});
export type ExclusionRegister = z.infer<typeof ExclusionRegister>;

/** A tool that blocks gambling sites on a player's own devices. */
export const BlockingTool = z.object({
  /** The tool's name. */
  name: z.string().min(1),
  /** Its web page. */
  url: HttpUrl,
  /** One line on what it does, in Bulgarian. */
  note: z.string().min(1),
});
export type BlockingTool = z.infer<typeof BlockingTool>;

/** The help resources a locale shows on its responsible-gambling page, age gate and footer. */
export const HelpResources = z.object({
  helpLine: HelpLine,
  exclusion: ExclusionRegister,
  blockingTools: z.array(BlockingTool).min(1),
});
export type HelpResources = z.infer<typeof HelpResources>;

/** Which rules hold on a locale, and why. */
export const ComplianceProfile = z.object({
  /** The law the profile follows, as a citation a lawyer can look up. */
  law: z.string().min(1),
  /**
   * The register whose active licence an operator needs to be linked and ranked on this locale
   * (bg-BG: the NRA's, Gambling Act art. 3(1); bg-DE: the GGL's whitelist, GlüStV 2021 §4(1),
   * §5(7), §9(8)); others keep their review with a warning, appear apart from the rankings and
   * lose every affiliate link. Null: the locale follows no register.
   */
  licenceRegister: LicenceRegister.nullable(),
  /**
   * An offer's verified date older than this many days is warned of in the build's compliance
   * report, older than twice as many fails the locale's build (consumer-protection duty to show
   * current terms). A profile stored before the field gets 90.
   */
  verifiedWarnDays: z.number().int().positive().default(90),
  /**
   * The strict reading of the 2024 advertising amendment (State Gazette 42/2024): promotional
   * blocks show no bonus figures, the bonus popup is off and the addiction warning is enlarged.
   * A profile stored before the field is not strict.
   */
  strictAdvertising: z.boolean().default(false),
  /**
   * Every promotional block carries a visible advertising label (GlüStV 2021 §5(2) sentence 8:
   * advertising that passes for editorial content is not allowed). A profile stored before the
   * field has none.
   */
  adLabel: z.boolean().default(false),
  /**
   * The site may ask visitors to sign up for e-mails about offers. GlüStV 2021 §5(5) allows
   * personally addressed gambling advertising only after a check against the exclusion register,
   * which a guide cannot query, so the German profile turns it off. A profile stored before the
   * field may.
   */
  offerSignup: z.boolean().default(true),
  /** The help resources of the locale's country. */
  help: HelpResources,
});
export type ComplianceProfile = z.infer<typeof ComplianceProfile>;
