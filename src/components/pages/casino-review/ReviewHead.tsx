/** The review's head (product §2 type casino): logo, tagline, bonus, review date, mean rating, play link. */
import type { Casino } from '../../../domain/entities';
import { formatDate, t } from '../../../i18n';
import { AffiliateLink } from '../../content/AffiliateLink';
import { Img } from '../../content/Img';
import { RatingBadge } from '../../content/RatingBadge';
import { useStrictAdvertising } from '../../content/strict';
import { VerifiedDate } from '../../content/VerifiedDate';

/** Props of {@link ReviewHead}. */
export type ReviewHeadProps = { casino: Casino; mean: number; directory: string };

/** The head card. */
export function ReviewHead({ casino, mean, directory }: ReviewHeadProps) {
  // The bonus line is a promotional block: no figures on a strict locale (docs/compliance.md).
  const strict = useStrictAdvertising();
  return (
    <section className="card review-head">
      <Img image={casino.logo} className="review-head__logo" eager />
      <div>
        <p className="muted">{casino.tagline}</p>
        {casino.bonusHeadline ? (
          <p className="toplist__bonus" data-promo="review-bonus">
            {strict ? null : casino.bonusHeadline} <VerifiedDate at={casino.bonusVerifiedAt} />
          </p>
        ) : null}
        <p className="small muted">
          {t('Проверено')}: {formatDate(casino.reviewedAt)}
        </p>
      </div>
      <RatingBadge value={mean} />
      <AffiliateLink
        directory={directory}
        affiliateCode={casino.affiliateCode}
        bonusId={casino.bonusId}
        component="casino-review"
        reportName="play-now"
      >
        {t('Play now')}
      </AffiliateLink>
    </section>
  );
}
