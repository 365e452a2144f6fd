/** The frame of every content page: skip link, header, 18+ notice, breadcrumbs, main, footer. */
import type { ReactNode } from 'react';
import type { PageView } from '../../domain/entities/page-view';
import { breadcrumbsFor } from '../../domain/seo/breadcrumbs';
import { t } from '../../i18n';
import { Compliance, pageCompliance } from '../content/page-compliance';
import { Breadcrumbs } from './Breadcrumbs';
import { Footer } from './Footer';
import { Header } from './Header';
import { ResponsibleGambling } from './ResponsibleGambling';

/** Wraps a page template. */
export function Layout({
  view,
  children,
  breadcrumbs = true,
}: {
  view: PageView;
  children: ReactNode;
  /** The SPA shell has none: its screens are not pages of the CMS tree. */
  breadcrumbs?: boolean;
}) {
  const profile = view.locale.compliance;
  const strict = profile.strictAdvertising;
  return (
    <Compliance.Provider value={pageCompliance(profile, view.page.unlinkedOperators)}>
      <a className="skip-link" href="#main">
        {t('Skip to content')}
      </a>
      <Header
        header={view.header}
        directory={view.locale.directory}
        accounts={view.locale.configs.authentication}
      />
      <ResponsibleGambling strict={strict} />
      <main id="main" className="container main">
        {breadcrumbs ? <Breadcrumbs crumbs={breadcrumbsFor(view.page, view.locale, t)} /> : null}
        {children}
      </main>
      <Footer
        footer={view.footer}
        directory={view.locale.directory}
        help={profile.help}
        accounts={view.locale.configs.authentication}
      />
    </Compliance.Provider>
  );
}
