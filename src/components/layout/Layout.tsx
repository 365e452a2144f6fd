/**
 * The frame of every page (skip link, header, 18+ notice, main, footer) and the rules a page's own
 * content renders under. The frame reads only the locale (header, footer, its rules), never the
 * page: renderer/frame.tsx renders it once per locale and sets each page's main content into it.
 */
import type { ReactNode } from 'react';
import type { PageView } from '../../domain/entities/page-view';
import { t } from '../../i18n';
import { Compliance, pageCompliance } from '../content/page-compliance';
import { Footer } from './Footer';
import { Header } from './Header';
import { ResponsibleGambling } from './ResponsibleGambling';

/** What the frame is rendered from: the page view without its page. */
export type FrameView = Pick<PageView, 'locale' | 'header' | 'footer'>;

/** The frame around `children`, the page's main content. */
export function Layout({ view, children }: { view: FrameView; children: ReactNode }) {
  const profile = view.locale.compliance;
  return (
    <Compliance.Provider value={pageCompliance(profile, [])}>
      <a className="skip-link" href="#main">
        {t('Skip to content')}
      </a>
      <Header
        header={view.header}
        directory={view.locale.directory}
        accounts={view.locale.configs.authentication}
      />
      <ResponsibleGambling strict={profile.strictAdvertising} />
      <main id="main" className="container main">
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

/** A page's main content under its locale's rules and the operators its answer may not link. */
export function PageRules({ view, children }: { view: PageView; children: ReactNode }) {
  const rules = pageCompliance(view.locale.compliance, view.page.unlinkedOperators);
  return <Compliance.Provider value={rules}>{children}</Compliance.Provider>;
}
