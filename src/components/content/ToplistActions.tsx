/**
 * A ranked row's two ways on: the offer through its affiliate link (none for an operator the
 * locale may not link) and the casino's review.
 */
import { t } from '../../i18n';
import { localHref } from '../layout/site';
import { AffiliateLink } from './AffiliateLink';

/** The row's offer, the list it sits in (its reports' component) and the review's slug. */
export type ToplistActionsProps = {
  affiliateCode: string;
  bonusId: number | null;
  component: string;
  review: { directory: string; slug: string };
};

/** The actions. */
export function ToplistActions({ affiliateCode, bonusId, component, review }: ToplistActionsProps) {
  return (
    <div className="toplist__actions">
      <AffiliateLink
        directory={review.directory}
        affiliateCode={affiliateCode}
        bonusId={bonusId}
        component={component}
        reportName="get-bonus"
      >
        {t('Get bonus')}
      </AffiliateLink>
      <a className="button button--ghost" href={localHref(review.directory, review.slug)}>
        {t('Read review')}
      </a>
    </div>
  );
}
