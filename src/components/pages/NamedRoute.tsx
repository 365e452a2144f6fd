/**
 * The interactive part of the named routes (SPEC §2 named routes): CMS pages of type default
 * whose slug brings an island. Islands get the API base URL and locale as props (read from the
 * build env on the server, never shipped as env).
 */
import type { ReactNode } from 'react';
import type { PageView } from '../../app/view';
import { t } from '../../i18n';
import { Island } from '../../islands/Island';
import { BonusCalculator } from '../islands/BonusCalculator';
import { CasinoGames } from '../islands/CasinoGames';
import { CompareCasinos } from '../islands/CompareCasinos';
import { HtmlSitemap } from '../islands/HtmlSitemap';
import { SiteSearch } from '../islands/SiteSearch';
import { AffiliateDisclosure } from '../layout/AffiliateDisclosure';
import { apiBaseUrlForBrowser, localHref } from '../layout/site';

/** The extra part of a named route, or null for an ordinary default page. */
export function namedRouteExtra(view: PageView): ReactNode {
  const api = { apiBaseUrl: apiBaseUrlForBrowser(), locale: view.locale.locale };
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
        <Island name="BonusCalculator" component={BonusCalculator} props={api} trigger="event" />
      );
    case 'casino-games':
      return (
        <Island
          name="CasinoGames"
          component={CasinoGames}
          props={{ ...api, directory }}
          trigger="load"
        />
      );
    case 'sitemap':
      return (
        <Island
          name="HtmlSitemap"
          component={HtmlSitemap}
          props={{ ...api, directory }}
          trigger="viewport"
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
