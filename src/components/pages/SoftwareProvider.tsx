/** Software provider page (product §2): the studio, then its slots and casinos (content list). */
import type { PageView } from '../../domain/entities/page-view';
import { formatNumber, t } from '../../i18n';
import { PageBody } from './PageBody';
import { ProviderHead } from './ProviderPage';

/** The software-provider template. */
export function SoftwareProvider({ view }: { view: PageView }) {
  const p = view.page.provider;
  return (
    <article className="page">
      <h1>{view.page.title}</h1>
      {p ? (
        <ProviderHead
          logo={p.logo}
          website={p.website}
          facts={[
            [t('Основан'), String(p.founded)],
            [t('Седалище'), p.headquarters],
            [t('Games'), formatNumber(p.gameCount)],
            [t('Демо игри'), p.hasDemo ? t('Yes') : t('No')],
          ]}
        />
      ) : null}
      <PageBody view={view} />
    </article>
  );
}
