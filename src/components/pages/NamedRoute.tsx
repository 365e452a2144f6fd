/**
 * The interactive part of the named routes (product §2 named routes): CMS pages of type default
 * whose slug brings an island. Islands get their locale as a prop; where the API lives is the
 * build's browser config.
 */
import type { ReactNode } from 'react';
import { COMPARE_CASINOS_SLUG, RESPONSIBLE_GAMBLING_SLUG } from '../../config/constants';
import type { HelpResources } from '../../domain/entities';
import type { PageView, RouteData } from '../../domain/entities/page-view';
import { t } from '../../i18n';
import { Island } from '../../islands/Island';
import { BonusCalculator } from '../interactive/BonusCalculator';
import { CasinoGames } from '../interactive/CasinoGames';
import { CompareCasinos } from '../interactive/CompareCasinos';
import { HtmlSitemap } from '../interactive/HtmlSitemap';
import { SiteSearch } from '../interactive/SiteSearch';
import { MailForm } from '../forms/MailForm';
import { pageCompliance, type PageCompliance } from '../content/page-compliance';
import { AffiliateDisclosure } from '../layout/AffiliateDisclosure';
import { HelpResources as HelpResourcesSection } from '../layout/HelpResources';
import { localHref } from '../layout/site';

/** The sitemap's list is the page: it fills in when the browser idles, at the latest after this. */
const SITEMAP_IDLE_TIMEOUT_MS = 2000;

/** What a named route's extra part is built from. */
type Route = {
  api: { locale: string };
  directory: string;
  help: HelpResources;
  compliance: PageCompliance;
  data: RouteData;
};

/**
 * /compare-casinos: the affiliate disclosure above the compare table. The pickers come listed
 * in the HTML, so the island waits for the visitor, or wakes at once for a shared ?ids= choice.
 */
const compareCasinos = ({ api, directory, compliance, data }: Route): ReactNode => (
  <>
    <AffiliateDisclosure />
    <Island
      name="CompareCasinos"
      component={CompareCasinos}
      props={{ ...api, directory, compliance, options: data.casinoOptions ?? null }}
      trigger="address"
    />
  </>
);

/** /bonus-calculator: the bonus calculator. */
const bonusCalculator = ({ api }: Route): ReactNode => (
  // The calculator is the page: its code loads at once so the first keystroke is live.
  <Island name="BonusCalculator" component={BonusCalculator} props={api} trigger="event" preload />
);

/** /casino-games: the games listing and the slot request form. */
const casinoGames = ({ api, directory }: Route): ReactNode => (
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

/** /about-us: the contact and careers forms. */
const aboutUs = (): ReactNode => (
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

/** /sitemap: the HTML sitemap. */
const sitemap = ({ api, directory }: Route): ReactNode => (
  <Island
    name="HtmlSitemap"
    component={HtmlSitemap}
    props={{ ...api, directory }}
    trigger="idle"
    idleTimeoutMs={SITEMAP_IDLE_TIMEOUT_MS}
  />
);

/** /search: the site search. */
const search = ({ api, directory }: Route): ReactNode => (
  <Island
    name="SiteSearch"
    component={SiteSearch}
    props={{ ...api, directory, action: localHref(directory, 'search') }}
    trigger="load"
  />
);

/** /not-found: the way back home. */
const notFound = ({ directory }: Route): ReactNode => (
  <p>
    <a className="button" href={localHref(directory, 'home')}>
      {t('Back to the home page')}
    </a>
  </p>
);

/** /responsible-gambling, where the age gate's 'no' leads: the locale's own help (docs/compliance.md). */
const responsibleGambling = ({ help }: Route): ReactNode => <HelpResourcesSection help={help} />;

/** The named routes that bring more than the CMS content, by slug. */
const EXTRAS: Record<string, (route: Route) => ReactNode> = {
  [COMPARE_CASINOS_SLUG]: compareCasinos,
  'bonus-calculator': bonusCalculator,
  'casino-games': casinoGames,
  'about-us': aboutUs,
  sitemap: sitemap,
  search: search,
  'not-found': notFound,
  [RESPONSIBLE_GAMBLING_SLUG]: responsibleGambling,
};

/** The extra part of a named route, or null for an ordinary default page. */
export function namedRouteExtra(view: PageView): ReactNode {
  const extra = Object.hasOwn(EXTRAS, view.page.slug) ? EXTRAS[view.page.slug] : undefined;
  return extra
    ? extra({
        api: { locale: view.locale.locale },
        directory: view.locale.directory,
        help: view.locale.compliance.help,
        compliance: pageCompliance(view.locale.compliance, view.page.unlinkedOperators),
        data: view.routeData ?? {},
      })
    : null;
}
