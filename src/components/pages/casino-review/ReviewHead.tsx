/** The review's head (product §2 type casino): logo, tagline, bonus, review date, mean rating, play link. */
import type { Casino } from '../../../domain/entities';
import { formatDate, t } from '../../../i18n';
import { AffiliateLink } from '../../content/AffiliateLink';
import { Img } from '../../content/Img';
import { RatingBadge } from '../../content/RatingBadge';
import { PromoBlock } from '../../content/PromoBlock';
import { VerifiedDate } from '../../content/VerifiedDate';

/** Props of {@link ReviewHead}. */
export type ReviewHeadProps = { casino: Casino; mean: number; directory: string };

/** The head card. */
export function ReviewHead({ casino, mean, directory }: ReviewHeadProps) {
  return (
    <section className="card review-head">
      <Img image={casino.logo} className="review-head__logo" eager />
      <div>
        <p className="muted">{casino.tagline}</p>
        {casino.bonusHeadline ? (
          // A promotional block: no figures on a strict locale (docs/compliance.md).
          <PromoBlock name="review-bonus" as="p" className="toplist__bonus">
            {(strict) => (
              <>
                {strict ? null : casino.bonusHeadline} <VerifiedDate at={casino.bonusVerifiedAt} />
              </>
            )}
          </PromoBlock>
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
