import type { PageProps } from '../../renderer/document';
import type { PageType } from '../../src/domain/entities';
import type { PageView } from '../../src/domain/entities/page-view';
import { Breadcrumbs } from '../../src/components/layout/Breadcrumbs';
import { breadcrumbsFor } from '../../src/domain/seo/breadcrumbs';
import { t } from '../../src/i18n';
import { Article } from '../../src/components/pages/Article';
import { AuthorProfile } from '../../src/components/pages/AuthorProfile';
import { CasinoBonus } from '../../src/components/pages/CasinoBonus';
import { CasinoReview } from '../../src/components/pages/CasinoReview';
import { Default } from '../../src/components/pages/Default';
import { Home } from '../../src/components/pages/Home';
import { Hub } from '../../src/components/pages/Hub';
import { Leaderboards } from '../../src/components/pages/Leaderboards';
import { namedRouteExtra } from '../../src/components/pages/NamedRoute';
import { PaymentProvider } from '../../src/components/pages/PaymentProvider';
import { SlotReview } from '../../src/components/pages/SlotReview';
import { SoftwareProvider } from '../../src/components/pages/SoftwareProvider';

/** One template per page type (product §2 page types by slug). */
const TEMPLATES: Record<
  Exclude<PageType, 'default'>,
  (props: { view: PageView }) => React.ReactNode
> = {
  home: Home,
  casino: CasinoReview,
  slot: SlotReview,
  'payment-provider': PaymentProvider,
  'software-provider': SoftwareProvider,
  'casino-bonus': CasinoBonus,
  author: AuthorProfile,
  article: Article,
  leaderboards: Leaderboards,
  'casino-hub': Hub,
  'bonus-hub': Hub,
  'payment-hub': Hub,
  'provider-hub': Hub,
  'author-hub': Hub,
  'article-hub': Hub,
};

/** A content page's main content: its trail and the template of its type (product §2 page types by slug). */
export function Page({ view }: PageProps) {
  const type = view.page.type;
  const body =
    type === 'default' ? (
      <Default view={view} extra={namedRouteExtra(view)} />
    ) : (
      TEMPLATES[type]({ view })
    );
  return (
    <>
      <Breadcrumbs crumbs={breadcrumbsFor(view.page, view.locale, t)} />
      {body}
    </>
  );
}
