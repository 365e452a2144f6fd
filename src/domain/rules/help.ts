/**
 * Which help lines a page may show (docs/compliance.md "Help resources"): the ones a phone can
 * call. A line without a number is never rendered as a bare label, and the build refuses a locale
 * that has one (prerender/check/facts.ts `help-contact`).
 */
import type { HelpResources, HelpService } from '../entities/compliance';
import { telHref } from './phone';

/** A help line with its `tel:` link. */
export type CallableLine = HelpService & { phone: string; tel: string };

/** The locale's help lines a phone can call, in the CMS's order. */
export function callableLines(help: Pick<HelpResources, 'services'>): CallableLine[] {
  return help.services.flatMap((line) => {
    const tel = telHref(line.phone);
    return tel === null || line.phone === null ? [] : [{ ...line, phone: line.phone, tel }];
  });
}
