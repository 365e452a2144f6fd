/**
 * The interactive part of the named routes (SPEC §2 named routes): CMS pages of type default
 * whose slug brings an island. Islands get their locale as a prop; where the API lives is the
 * build's browser config.
 */
import type { ReactNode } from 'react';
import type { PageView } from '../../domain/entities/page-view';
import { t } from '../../i18n';
import { Island } from '../../islands/Island';
import { BonusCalculator } from '../interactive/BonusCalculator';
import { CasinoGames } from '../interactive/CasinoGames';
import { CompareCasinos } from '../interactive/CompareCasinos';
import { HtmlSitemap } from '../interactive/HtmlSitemap';
import { SiteSearch } from '../interactive/SiteSearch';
import { MailForm } from '../forms/MailForm';
import { AffiliateDisclosure } from '../layout/AffiliateDisclosure';
import { localHref } from '../layout/site';

/** The sitemap's list is the page: it fills in when the browser idles, at the latest after this. */
const SITEMAP_IDLE_TIMEOUT_MS = 2000;

/** The extra part of a named route, or null for an ordinary default page. */
export function namedRouteExtra(view: PageView): ReactNode {
  const api = { locale: view.locale.locale };
  const directory = view.locale.directory;
  switch (view.page.slug) {
    case 'compare-casinos':
      return (
        <>
          <AffiliateDisclosure />
          <Island name="CompareCasinos" component={CompareCasinos} props={api} trigger="load" />
        </>
      );
    case 'bonus-calculator':
      return (
        // The calculator is the page: its code loads at once so the first keystroke is live.
        <Island
          name="BonusCalculator"
          component={BonusCalculator}
          props={api}
          trigger="event"
          preload
        />
      );
    case 'casino-games':
      return (
        <>
          <Island
            name="CasinoGames"
            component={CasinoGames}
            props={{ ...api, directory }}
            trigger="load"
          />
          <Island
            name="MailForm"
            component={MailForm}
            props={{ kind: 'slot-request', heading: t('Request a slot') }}
            trigger="event"
          />
        </>
      );
    case 'about-us':
      return (
        <div className="grid grid--2">
          <Island
            name="MailForm"
            component={MailForm}
            props={{ kind: 'contact', heading: t('Contact us') }}
            trigger="event"
          />
          <Island
            name="MailForm"
            component={MailForm}
            props={{ kind: 'careers', heading: t('Careers') }}
            trigger="event"
          />
        </div>
      );
    case 'sitemap':
      return (
        <Island
          name="HtmlSitemap"
          component={HtmlSitemap}
          props={{ ...api, directory }}
          trigger="idle"
          idleTimeoutMs={SITEMAP_IDLE_TIMEOUT_MS}
        />
      );
    case 'search':
      return (
        <Island
          name="SiteSearch"
          component={SiteSearch}
          props={{ ...api, directory, action: localHref(directory, 'search') }}
          trigger="load"
        />
      );
    case 'not-found':
      return (
        <p>
          <a className="button" href={localHref(directory, 'home')}>
            {t('Back to the home page')}
          </a>
        </p>
      );
    default:
      return null;
  }
}
