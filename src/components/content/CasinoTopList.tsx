/**
 * A ranked list of casinos with affiliate links. The disclosure and the ranking criteria sit
 * next to it (docs/compliance.md#what-every-page-shows). Only casinos with an active licence in the locale's register
 * rank; the others follow apart, unranked, with the reason (docs/compliance.md#rankings). A
 * promotional block: on a strict locale the bonus line keeps its verified date and drops its
 * figures, and the claim (a tagline may name an amount) goes (docs/compliance.md).
 */
import type { CasinoSummary } from '../../domain/entities';
import { marks } from '../../domain/marks';
import { rankByLaw } from '../../domain/rules/licence';
import { AffiliateDisclosure } from '../layout/AffiliateDisclosure';
import { localHref } from '../layout/site';
import { useLicenceRule } from './page-compliance';
import { Img } from './Img';
import { PromoBlock } from './PromoBlock';
import { RatingBadge } from './RatingBadge';
import { ToplistActions } from './ToplistActions';
import { UnrankedCasinos } from './UnrankedCasinos';
import { VerifiedDate } from './VerifiedDate';

/** One ranked casino. */
function RankedCasino(props: {
  casino: CasinoSummary;
  rank: number;
  directory: string;
  strict: boolean;
}) {
  const { casino: c, rank, directory, strict } = props;
  return (
    <li className="card toplist__item" {...marks.ranked(c.affiliateCode)}>
      <span className="toplist__rank">{rank}</span>
      <Img image={c.logo} className="toplist__logo" />
      <div className="toplist__body">
        <h3>
          <a href={localHref(directory, c.slug)}>{c.name}</a>
        </h3>
        {strict ? null : <p className="muted small">{c.tagline}</p>}
        {c.bonusHeadline ? (
          <p className="toplist__bonus">
            {strict ? null : c.bonusHeadline} <VerifiedDate at={c.bonusVerifiedAt} />
          </p>
        ) : null}
      </div>
      <RatingBadge value={c.rating} />
      <ToplistActions
        affiliateCode={c.affiliateCode}
        bonusId={c.bonusId}
        component="casino-top-list"
        review={{ directory, slug: c.slug }}
      />
    </li>
  );
}

/** The list. */
export function CasinoTopList({
  heading,
  casinos,
  directory,
}: {
  heading: string;
  casinos: readonly CasinoSummary[];
  directory: string;
}) {
  const { ranked, apart } = rankByLaw(casinos, useLicenceRule());
  return (
    <>
      <PromoBlock name="top-list" className="section">
        {(strict) => (
          <>
            <h2>{heading}</h2>
            <AffiliateDisclosure />
            <ol className="toplist">
              {ranked.map((c, i) => (
                <RankedCasino
                  key={c.id}
                  casino={c}
                  rank={i + 1}
                  directory={directory}
                  strict={strict}
                />
              ))}
            </ol>
          </>
        )}
      </PromoBlock>
      <UnrankedCasinos
        casinos={apart.map(({ item, standing }) => ({ ...item, standing }))}
        directory={directory}
      />
    </>
  );
}
