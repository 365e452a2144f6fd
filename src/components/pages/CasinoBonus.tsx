/** A casino's bonus page (product §2 casino-bonus, §3 bonus_page_casino). */
import type { PageView } from '../../domain/entities/page-view';
import { t } from '../../i18n';
import { AffiliateLink } from '../content/AffiliateLink';
import { Img } from '../content/Img';
import { RatingBadge } from '../content/RatingBadge';
import { localHref } from '../layout/site';
import { PageBody } from './PageBody';

/** The casino-bonus template: casino card, then the bonus list and text from the CMS. */
export function CasinoBonus({ view }: { view: PageView }) {
  const casino = view.page.bonus_page_casino;
  const dir = view.locale.directory;
  return (
    <article className="page">
      <h1>{view.page.title}</h1>
      {casino ? (
        <section className="card review-head">
          <Img image={casino.logo} className="review-head__logo" eager />
          <div>
            <p>
              <a href={localHref(dir, casino.slug)}>
                {t('Read review')}: {casino.name}
              </a>
            </p>
            <p className="small">
              <a href={localHref(dir, 'bonus-calculator')}>{t('Bonus calculator')} →</a>
            </p>
          </div>
          <RatingBadge value={casino.rating} />
          <AffiliateLink
            directory={dir}
            affiliateCode={casino.affiliateCode}
            bonusId={casino.bonusId}
            component="casino-bonus"
            reportName="get-bonus"
          >
            {t('Get bonus')}
          </AffiliateLink>
        </section>
      ) : null}
      <PageBody view={view} />
    </article>
  );
}
