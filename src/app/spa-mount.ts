/**
 * Starts the SPA (product §2): react-router-dom's data router for /go/{code} and the account
 * screens, under the locale's directory. Loaded lazily: on the prerendered SPA shell at boot,
 * or on a content page when an SPA link is clicked (then the page's outlet becomes the SPA and
 * the router navigates, with no full reload). Initial navigation blocks until the route's
 * loader is done, with the loading overlay on meanwhile.
 */
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import {
  createBrowserRouter,
  RouterProvider,
  useRouteError,
  type RouteObject,
} from 'react-router-dom';
import { parseAffiliateCode, parseGoQuery } from '../domain/rules/query';
import { appStore } from '../state/store';
import { AccountScreen } from '../components/account/AccountScreen';
import { GoScreen, type GoLoaderData } from './spa/GoScreen';
import { LoadingScreen, NotFoundScreen } from './spa/NotFoundScreen';
import { RefusedScreen } from './spa/RefusedScreen';
import { readAgeAnswer } from '../consent/cookies';
import { SPA_PROPS_ID, SPA_ROOT_ID, type SpaProps } from './spa/props';
import { baseUrlFromDocument, readBootInfo } from '../api/context';
import { onClientNavigation } from './client-navigation';
import { responsibleGamblingHref } from './responsible-gambling';

type Router = ReturnType<typeof createBrowserRouter>;

/** A /go/ address the browser may not follow; its route shows the not-found shell. */
class GoNotAllowed extends Error {
  override name = 'GoNotAllowed';
  /** Refused by the visitor's own "no" at the age gate (product §4): a live link, not a miss. */
  constructor(
    message: string,
    readonly refused = false,
  ) {
    super(message);
  }
}

/**
 * The /go/ route's error screen: why the visitor may not follow it (product §4), or not found,
 * mailed as a miss (product §7).
 */
function GoNotFound(props: { homePath: string; locale: string; directory: string }) {
  const error = useRouteError();
  if (error instanceof GoNotAllowed && error.refused)
    return createElement(RefusedScreen, {
      afterNo: readAgeAnswer() === 'no',
      responsibleGamblingHref: responsibleGamblingHref(props.directory),
      homePath: props.homePath,
    });
  return createElement(NotFoundScreen, { homePath: props.homePath, locale: props.locale });
}
let router: Router | undefined;

/** Props from #spa-props, or defaults from the boot record and x-base-url (product §2). */
function readProps(): SpaProps {
  const boot = readBootInfo();
  const base = new URL(baseUrlFromDocument(document, boot.directory), location.href);
  const fallback: SpaProps = {
    directory: boot.directory,
    locale: boot.locale,
    localeCountry: boot.locale.slice(-2),
    // A content page has no SPA props: its locale's settings say whether accounts exist (product §1).
    authentication: boot.configs.authentication,
    homePath: base.pathname === '' ? '/' : base.pathname,
  };
  const text = document.getElementById(SPA_PROPS_ID)?.textContent;
  if (!text) return fallback;
  try {
    return { ...fallback, ...(JSON.parse(text) as Partial<SpaProps>) };
  } catch {
    return fallback;
  }
}

/** The route table (exported for tests). */
export function spaRoutes(props: SpaProps): RouteObject[] {
  const notFound = createElement(NotFoundScreen, {
    homePath: props.homePath,
    locale: props.locale,
  });
  return [
    {
      path: 'go/:code',
      // product §2: in the browser go/ is allowed only when the bonus lookup is truthy; anything
      // else is the not-found shell.
      loader: async ({ params, request }): Promise<GoLoaderData> => {
        const code = parseAffiliateCode(params.code);
        if (!code) throw new GoNotAllowed(`Bad affiliate code ${String(params.code)}`);
        // product §4: loaded directly, it asks what a click on the link would have asked first.
        const { operatorAllowed } = await import('./age-check');
        const allowed = await operatorAllowed({
          ageRegulated: readBootInfo().configs.age_regulation,
          responsibleGamblingHref: responsibleGamblingHref(props.directory),
        });
        if (!allowed) {
          throw new GoNotAllowed(`No operator for ${code} without an adult's answer`, true);
        }
        const affiliate = await import('./affiliate');
        const query = parseGoQuery(new URL(request.url).search);
        const [bonus, country] = await Promise.all([
          affiliate.fetchAffiliateBonus(code, query, props.locale),
          affiliate.fetchVisitorCountry(),
        ]);
        if (!bonus) throw new GoNotAllowed(`No affiliate bonus for ${code}`);
        return {
          bonus,
          country,
          international: affiliate.isInternational(country, props.localeCountry),
        };
      },
      element: createElement(GoScreen),
      // The first load runs this loader before anything renders: the shell's own words stay.
      HydrateFallback: LoadingScreen,
      errorElement: createElement(GoNotFound, {
        homePath: props.homePath,
        locale: props.locale,
        directory: props.directory,
      }),
    },
    ...(['login', 'registration', 'forgotten-password'] as const).map((kind) => ({
      path: kind,
      element: createElement(AccountScreen, { kind, authentication: props.authentication }),
    })),
    {
      // product §2: the empty path belongs to the server's prerendered home: load it for real.
      index: true,
      HydrateFallback: LoadingScreen,
      loader: () => {
        location.assign(props.homePath);
        return null;
      },
      element: null,
    },
    { path: '*', element: notFound },
  ];
}

const slugOf = (pathname: string, directory: string): string => {
  const rest = directory ? pathname.replace(new RegExp(`^/${directory}(?=/|$)`), '') : pathname;
  const first = rest.split('/').filter(Boolean)[0];
  return first ?? 'home';
};

/** Mounts the SPA into #spa-root (creating it in the outlet when missing). */
export function mountSpa(): Router {
  if (router) return router;
  const props = readProps();
  const store = appStore();
  store.setLoading(true);
  let container = document.getElementById(SPA_ROOT_ID);
  if (!container) {
    container = document.createElement('div');
    container.id = SPA_ROOT_ID;
    // The page's main area, so the site's header and footer stay around the SPA screen.
    const outlet =
      document.getElementById('main') ?? document.getElementById('app-outlet') ?? document.body;
    outlet.replaceChildren(container);
  }
  const created = createBrowserRouter(spaRoutes(props), {
    ...(props.directory ? { basename: `/${props.directory}` } : {}),
  });
  router = created;
  let previous = location.pathname + location.search;
  store.setSlug(slugOf(location.pathname, props.directory));
  created.subscribe((state) => {
    const stillLoading = !state.initialized || state.navigation.state === 'loading';
    // A go screen that redirects puts the overlay back itself; a failed lookup must not keep it.
    if (!stillLoading) store.setLoading(false);
    const current = state.location.pathname + state.location.search;
    if (state.navigation.state === 'idle' && current !== previous) {
      previous = current;
      const scrollTo = (state.location.state as { scrollTo?: string } | null)?.scrollTo ?? null;
      onClientNavigation(
        store,
        {
          pathname: state.location.pathname,
          search: state.location.search,
          hash: state.location.hash,
          slug: slugOf(state.location.pathname, props.directory),
        },
        scrollTo,
      );
    }
  });
  if (created.state.initialized) store.setLoading(false);
  createRoot(container).render(createElement(RouterProvider, { router: created }));
  document.documentElement.dataset.spa = 'ready';
  return created;
}

/** Navigates the SPA to `path` (a full path with the locale directory), starting it if needed. */
export function navigateSpa(path: string, scrollTo: string | null): void {
  const props = readProps();
  const inner = props.directory
    ? path.replace(new RegExp(`^/${props.directory}(?=/|$)`), '')
    : path;
  if (!router) {
    // The first SPA screen of a content page is a client navigation too (product §2).
    history.pushState(null, '', path);
    mountSpa();
    const url = new URL(path, location.href);
    onClientNavigation(
      appStore(),
      {
        pathname: url.pathname,
        search: url.search,
        hash: url.hash,
        slug: slugOf(url.pathname, props.directory),
      },
      scrollTo,
    );
    return;
  }
  void router.navigate(inner || '/', scrollTo ? { state: { scrollTo } } : {});
}
