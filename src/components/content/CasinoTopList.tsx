/** A ranked casino list with affiliate links, the disclosure and the ranking criteria. */
import type { CasinoSummary } from '../../domain/entities';
import { t } from '../../i18n';
import { AffiliateLink } from '../ui/AffiliateLink';
import { localHref } from '../ui/links';
import { Score } from '../ui/Score';
import { Disclosure } from './Disclosure';

/** Props of {@link CasinoTopList}. */
export type CasinoTopListProps = { heading: string; casinos: CasinoSummary[]; directory: string };

/** The list. */
export function CasinoTopList({ heading, casinos, directory }: CasinoTopListProps) {
  return (
    <section className="top-list" aria-labelledby={`top-${heading.length}`}>
      <h2 id={`top-${heading.length}`}>{heading}</h2>
      <Disclosure />
      <ol className="casino-list">
        {casinos.map((c, i) => (
          <li key={c.id} className="casino-row">
            <span className="rank">{i + 1}</span>
            <img src={c.logo.src} alt={c.logo.alt} width={120} height={60} loading="lazy" />
            <div className="casino-info">
              <a href={localHref(directory, c.slug)} className="casino-name">
                {c.name}
              </a>
              <p className="muted">{c.bonusHeadline ?? c.tagline}</p>
            </div>
            <Score value={c.rating} />
            <div className="casino-actions">
              <AffiliateLink
                directory={directory}
                code={c.affiliateCode}
                bonusId={c.bonusId}
                component="casino-top-list"
                element="play-now"
              >
                {t('Play now')}
              </AffiliateLink>
              <a href={localHref(directory, c.slug)} className="text-link">
                {t('Read review')}
              </a>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
