/** The compliance check's findings as JSON: a shard hands them to the merge (docs/compliance.md). */
import { z } from 'zod';
import type { LicenceRegister } from '../../src/domain/entities';

/** Each register as the log names it. */
export const REGISTER_LOG_NAME: Record<LicenceRegister, string> = { nra: 'NRA', ggl: 'GGL' };

/** The rules a page is checked against (docs/compliance.md "The build's compliance check"). */
export const ComplianceRule = z.enum([
  'age-notice',
  'addiction-warning',
  'sponsored-rel',
  'licence-link',
  'licence-rank',
  'licence-claim',
  'verified-date',
  'promo-figure',
  'bonus-popup',
  'ad-label',
  'offer-signup',
]);
export type ComplianceRule = z.infer<typeof ComplianceRule>;

/** One broken rule of one page: a failure refuses the locale's build, a warning is reported. */
export const PageFinding = z.object({
  rule: ComplianceRule,
  level: z.enum(['fail', 'warn']),
  detail: z.string(),
});
export type PageFinding = z.infer<typeof PageFinding>;

export const ComplianceFinding = PageFinding.extend({ page: z.string() });
export type ComplianceFinding = z.infer<typeof ComplianceFinding>;

/** A locale's report: how many pages were checked and what they broke. */
export const ComplianceReport = z.object({
  checked: z.number().int().min(0),
  findings: z.array(ComplianceFinding),
});
export type ComplianceReport = z.infer<typeof ComplianceReport>;
