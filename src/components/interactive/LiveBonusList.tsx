/**
 * The bonus list of a casino's bonus page as an island (product §4 Store reads, SWR): it shows the
 * prerendered bonuses, then the same list from the page's fresh read (API vs db.json, the API
 * answer last), so a bonus changed after the build is shown without a reload.
 */
import { usePage } from '../../api/use-page';
import { BonusListContent, type BonusSummary } from '../../domain/entities';
import { BonusList } from '../content/BonusList';
import { Compliance, type PageCompliance } from '../content/page-compliance';
import type { ApiIslandProps } from './props';

/** Props of {@link LiveBonusList}: the prerendered item and where to find it again. */
export type LiveBonusListProps = ApiIslandProps & {
  /** Page slug whose document holds the list. */
  slug: string;
  /** The content item's id within the page. */
  itemId: string;
  heading: string;
  bonuses: readonly BonusSummary[];
  directory: string;
  /** The prerendered page's compliance rules (docs/compliance.md). */
  compliance: PageCompliance;
};

/** The list, fresh when the page's read has answered. */
export function LiveBonusList({
  locale,
  slug,
  itemId,
  heading,
  bonuses,
  directory,
  compliance,
}: LiveBonusListProps) {
  const page = usePage(locale, slug);
  const parsed = BonusListContent.safeParse(page?.content.find((item) => item.id === itemId));
  const fresh = parsed.success ? parsed.data : { heading, bonuses };
  return (
    // The fresh read's unlinked operators, once it has answered.
    <Compliance.Provider
      value={{ ...compliance, unlinked: page?.unlinkedOperators ?? compliance.unlinked }}
    >
      <BonusList heading={fresh.heading} bonuses={fresh.bonuses} directory={directory} />
    </Compliance.Provider>
  );
}

export default LiveBonusList;
