/**
 * The facts checks of the build (docs/compliance.md "The build's compliance check"): what the
 * site says of itself and of help comes from data, and a page shows it. The locale's help lines
 * each need a number a phone can dial, shown as a `tel:` link on its responsible-gambling page
 * (`help-contact`). The legal pages name the publisher of the site settings, and a preview or
 * production build refuses one that still carries a placeholder ("[ЕИК]") or the demo publisher
 * (`publisher`); the test-host stages (local, e2e) build with the demo. Like compliance/scan.ts,
 * regular expressions over the HTML string the render worker holds.
 */
import { LEGAL_SLUGS, RESPONSIBLE_GAMBLING_SLUG } from '../../src/config/constants';
import { stageUsesTestHosts, type Stage } from '../../src/config/stage';
import { DEMO_PUBLISHER, type HelpResources, type Publisher } from '../../src/domain/entities';
import { callableLines } from '../../src/domain/rules/help';
import { telHref } from '../../src/domain/rules/phone';
import type { PageFinding } from '../records/findings';

/** What a page's facts are judged by: its slug, the build's stage and the data it renders. */
export type FactsRules = {
  slug: string;
  stage: Stage;
  publisher: Publisher;
  help: Pick<HelpResources, 'services'>;
};

const MAIN = /<main\b[^>]*>([\s\S]*)<\/main>/;
const TAG = /<[^>]*>/g;
/** A bracketed placeholder left for the owner's data, e.g. "[Наименование на дружеството]". */
const PLACEHOLDER = /\[[^[\]<>\n]{1,120}\]/;

const fail = (rule: PageFinding['rule'], detail: string): PageFinding => ({
  rule,
  level: 'fail',
  detail,
});

/** Each help line without a number to dial, the locale without any; each number not linked. */
function helpFindings(html: string, help: FactsRules['help']): PageFinding[] {
  const callable = callableLines(help);
  const unreachable = help.services.filter((line) => telHref(line.phone) === null);
  const unlinked = callable.filter((line) => !html.includes(`href="${line.tel}"`));
  return [
    ...(callable.length === 0
      ? [fail('help-contact', "the locale's help has no line a phone can call")]
      : []),
    ...unreachable.map((line) =>
      fail(
        'help-contact',
        `"${line.name}" has no number a phone can dial (${line.phone ?? 'none'})`,
      ),
    ),
    ...unlinked.map((line) => fail('help-contact', `does not link "${line.name}" as ${line.tel}`)),
  ];
}

/** A legal page's main text: the publisher named, no placeholder, no demo off the test hosts. */
function publisherFindings(html: string, { stage, publisher }: FactsRules): PageFinding[] {
  const text = (MAIN.exec(html)?.[1] ?? '').replace(TAG, ' ');
  const found: PageFinding[] = [];
  if (!text.includes(publisher.eik))
    found.push(fail('publisher', `does not name the publisher (ЕИК ${publisher.eik})`));
  if (stageUsesTestHosts(stage)) return found;
  const placeholder = PLACEHOLDER.exec(text)?.[0];
  if (placeholder) found.push(fail('publisher', `carries the placeholder "${placeholder}"`));
  if (text.includes(DEMO_PUBLISHER.name) || text.includes(DEMO_PUBLISHER.eik))
    found.push(
      fail('publisher', `names the demo publisher "${DEMO_PUBLISHER.name}" on stage ${stage}`),
    );
  return found;
}

/** Every facts rule the page breaks. */
export function scanFacts(html: string, rules: FactsRules): PageFinding[] {
  if (rules.slug === RESPONSIBLE_GAMBLING_SLUG) return helpFindings(html, rules.help);
  if ((LEGAL_SLUGS as readonly string[]).includes(rules.slug))
    return publisherFindings(html, rules);
  return [];
}
