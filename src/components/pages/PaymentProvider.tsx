/** Payment provider page (product §2): the provider, then the casinos that take it (content list). */
import type { PageView } from '../../domain/entities/page-view';
import { t } from '../../i18n';
import { PageBody } from './PageBody';
import { ProviderHead } from './ProviderPage';

/** English sources of the payment kinds. */
const KIND: Record<string, string> = {
  card: 'Карта',
  'e-wallet': 'Електронен портфейл',
  bank: 'Банков превод',
  prepaid: 'Предплатена карта',
  crypto: 'Криптовалута',
  mobile: 'Мобилно плащане',
};

/** The payment-provider template. */
export function PaymentProvider({ view }: { view: PageView }) {
  const p = view.page.payment;
  return (
    <article className="page">
      <h1>{view.page.title}</h1>
      {p ? (
        <ProviderHead
          logo={p.logo}
          website={p.website}
          facts={[
            [t('Вид'), t(KIND[p.kind] ?? p.kind)],
            [t('Депозит'), p.depositTime],
            [t('Fees'), p.fees],
          ]}
        />
      ) : null}
      <PageBody view={view} />
    </article>
  );
}
