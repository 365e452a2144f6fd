/**
 * A ranked list of casinos with affiliate links. The disclosure and the ranking criteria sit
 * next to it (FIELD-NOTES Bulgaria). A promotional block (data-promo): on a strict locale the
 * bonus line keeps its verified date and drops its figures, and the claim (a tagline may name an
 * amount) goes (docs/compliance.md).
 */
import type { CasinoSummary } from '../../domain/entities';
import { AffiliateDisclosure } from '../layout/AffiliateDisclosure';
import { localHref } from '../layout/site';
import { ToplistActions } from './ToplistActions';
import { Img } from './Img';
import { RatingBadge } from './RatingBadge';
import { useStrictAdvertising } from './strict';
import { VerifiedDate } from './VerifiedDate';

/** The list. */
export function CasinoTopList({
  heading,
  casinos,
  directory,
  disclosure = true,
}: {
  heading: string;
  casinos: readonly CasinoSummary[];
  directory: string;
  /** False when a list above on the page shows the disclosure already. */
  disclosure?: boolean;
}) {
  const strict = useStrictAdvertising();
  return (
    <section className="section" data-promo="top-list">
      <h2>{heading}</h2>
      {disclosure ? <AffiliateDisclosure /> : null}
      <ol className="toplist">
        {casinos.map((c, i) => (
          <li key={c.id} className="card toplist__item">
            <span className="toplist__rank">{i + 1}</span>
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
        ))}
      </ol>
    </section>
  );
}
