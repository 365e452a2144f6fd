/**
 * The eager browser runtime (product §1, §2, §4): starts from renderer/+client.ts on every page.
 * It stays tiny (store, DOM toasts/overlay, a few listeners); everything heavier — the SPA
 * router, modals, the refresh watch, the affiliate path, query-parameter handling, the page
 * revalidation — is a dynamic import started only when needed.
 */
import { AFFILIATE_LISTENER_DELAY_MS, FEATURE_FLAGS } from '../config/constants';
import { responsibleGamblingHref } from './responsible-gambling';
import { mountDomShell } from '../components/toasts/dom-host';
import { appStore, type Store } from '../state/store';
import { isOutdatedBuildError, REFRESH_REQUIRED_EVENT, requestRefresh } from '../islands/errors';
import { readBootInfo, type BootInfo } from '../api/context';
import { ageCheckDue, readAgeAnswer, readConsent } from '../consent/cookies';
import { startTurns, whenGatesAnswered } from '../consent/turns';
import { isBot } from '../domain/rules/agents';
import { isSpaPath, scrollToElement } from './navigation';
import { onFirstInteraction } from './first-interaction';
import { identityMoment, loadAuth, loggedInFlag } from '../auth/load';
import { keptForWorker, markRegistering } from '../sw/early';

/** The lazy half of the page's own controls: modal triggers and age checks (intents.ts). */
const intents = () => import('./intents');

/** Query parameters that need the (lazy) query handler. */
const QUERY_KEYS = /[?&](?:emailVerifyToken|passwordVerifyToken|refId)=/;

/**
 * Opens the React modal host once something needs a modal or the refresh popup, and not before
 * the gates are answered: a modal asked for meanwhile waits in the store (product §4, one at a time).
 */
function watchModals(store: Store): void {
  let mounted = false;
  const check = (): void => {
    const state = store.getState();
    if (mounted || (state.modal === null && !state.popups.refresh)) return;
    mounted = true;
    void import('./modal-mount').then((m) => m.mountModalHost());
  };
  void whenGatesAnswered().then((answered) => {
    if (!answered) return;
    check();
    store.subscribe(check);
  });
}

/** product §8: outdated-build errors open the refresh popup without a report; others are mailed. */
function watchErrors(store: Store): void {
  const handle = (error: unknown): void => {
    if (isOutdatedBuildError(error)) {
      requestRefresh('outdated build');
      return;
    }
    void import('./report-error').then((m) => m.reportUnhandled(error, store));
  };
  window.addEventListener('error', (event) => handle(event.error ?? event.message));
  window.addEventListener('unhandledrejection', (event) => handle(event.reason));
  // Offline, a chunk that fails to load means no network, not an outdated build: a reload would loop.
  window.addEventListener(REFRESH_REQUIRED_EVENT, () => {
    if (navigator.onLine) store.openRefreshPopup();
  });
}

/**
 * A click on a link to an SPA screen (not /go/, which is a full load so the redirect screen
 * starts clean) starts the SPA in place and router-navigates: no full reload (product §2).
 * Content links stay plain page loads of prerendered HTML.
 */
function interceptSpaLinks(): void {
  document.addEventListener('click', (event) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element | null)?.closest?.('a[href]');
    if (!(link instanceof HTMLAnchorElement) || link.target === '_blank') return;
    const url = new URL(link.href, location.href);
    if (url.origin !== location.origin || url.pathname.includes('/go/')) return;
    if (!isSpaPath(url.pathname)) return;
    event.preventDefault();
    void import('./spa-mount').then((m) =>
      m.navigateSpa(url.pathname + url.search + url.hash, link.dataset.scrollTo ?? null),
    );
  });
}

/**
 * The gates of product §4 (age, then consent: src/consent/gates.ts; then the bonus popup:
 * src/app/gates.ts), in the order of one sequence started here, before anything lazy loads
 * (src/consent/turns.ts): their modules load only when one is due; the footer's 'Cookie
 * settings' opens the consent again. After a 'no' at the age gate no affiliate link works; an
 * old or missing yes asks for a date of birth first (docs/visitor-flow.md).
 */
function startGates(store: Store, boot: BootInfo): void {
  const age = boot.configs.age_regulation && readAgeAnswer() === null;
  const consent = readConsent() === null && !isBot(navigator.userAgent);
  startTurns({ age, consent });
  if (age || consent) {
    void import('../consent/gates').then((m) =>
      m.runGates({ responsibleGamblingHref: responsibleGamblingHref(boot.directory) }),
    );
  }
  if (boot.configs.bonus_popup) {
    onFirstInteraction(() => {
      void import('./gates').then((m) => m.offerBonusPopup(store, boot));
    });
  }
  document.addEventListener(
    'click',
    (event) => {
      const target = event.target instanceof Element ? event.target : null;
      const link = target?.closest('a[href*="/go/"]');
      if (target?.closest('[data-consent-settings]')) {
        // Asked from inside a modal (the demo's): it opens again on the choice just saved.
        const from = target.closest('dialog') ? store.getState().modal : null;
        void import('../consent/gates').then(async (m) => {
          await m.changeConsent();
          const consent = readConsent()?.categories ?? null;
          if (from) store.openModal({ ...from, props: { ...from.props, consent } });
        });
      } else if (
        link instanceof HTMLElement &&
        (readAgeAnswer() === 'no' || ageCheckDue(boot.configs.age_regulation))
      ) {
        event.preventDefault();
        event.stopImmediatePropagation();
        // The age verification first, then the same click again (docs/visitor-flow.md); after
        // a 'no' nothing.
        void intents().then((m) => m.followAfterAgeCheck(link, boot));
      }
    },
    { capture: true },
  );
}

/**
 * Modal triggers in the page (`data-modal-open="name"`, product §2 modals): hovering or focusing
 * one loads its body, a click opens it through the store (one at a time, product §2; how:
 * intents.ts, loaded with the body).
 */
function listenForModalTriggers(store: Store, boot: BootInfo): void {
  const triggerOf = (event: Event): HTMLElement | null =>
    event.target instanceof Element ? event.target.closest<HTMLElement>('[data-modal-open]') : null;
  // The names are checked in the lazy half (intents.ts): the list stays out of the eager script.
  const preload = (event: Event): void => {
    const trigger = triggerOf(event);
    if (!trigger) return;
    void import('./modal-mount').then((m) => m.preloadTrigger(trigger.dataset.modalOpen));
    void intents();
  };
  document.addEventListener('pointerover', preload, { passive: true });
  document.addEventListener('focusin', preload);
  document.addEventListener('click', (event) => {
    const trigger = triggerOf(event);
    if (!trigger || (trigger.dataset.modalOpen === 'chat' && !FEATURE_FLAGS.chat)) return;
    event.preventDefault();
    void intents().then((m) => m.openFromTrigger(store, boot, trigger));
  });
}

/**
 * Affiliate clicks are reported; the listener starts 1 s after boot (product §9) with its small
 * report module already loaded, so the report leaves before the click's navigation unloads us.
 */
function listenForAffiliateClicks(): void {
  setTimeout(() => {
    void import('./background').then((m) => m.listenForAffiliateClicks());
  }, AFFILIATE_LISTENER_DELAY_MS);
}

/** The element id of a hash; a malformed escape ('#%') is taken as it stands. */
function decodeHash(hash: string): string {
  const raw = hash.replace(/^#/, '');
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** Runs `task` when the browser is idle (or soon, where requestIdleCallback is missing). */
function whenIdle(task: () => void): void {
  if ('requestIdleCallback' in window) requestIdleCallback(task, { timeout: 2000 });
  else setTimeout(task, 1);
}

/** Loads the identity service at the moment product §4 gives for this page (src/auth/load.ts). */
function startIdentity(boot: BootInfo): void {
  const path = boot.directory
    ? location.pathname.slice(boot.directory.length + 1) || '/'
    : location.pathname;
  const moment = identityMoment({
    authentication: boot.configs.authentication,
    path,
    search: location.search,
    loggedInFlag: loggedInFlag(),
  });
  const load = (): void => void loadAuth().catch(() => undefined);
  if (moment === 'eager') whenIdle(load);
  else if (moment === 'lazy') onFirstInteraction(load);
}

/**
 * product §9 feature flag pwa: the worker keeps read pages offline. It registers when idle after the
 * first interaction: workbox-window does not fit the 15 KB a page may run before it, and the first
 * page's files still reach the worker (CACHE_URLS). A page left before it registered is kept by
 * the page script (src/sw/early.ts).
 */
function startServiceWorker(store: Store): void {
  const register = (): void =>
    whenIdle(
      () =>
        void import('../sw/register').then((m) => {
          markRegistering();
          return m.registerServiceWorker(store);
        }),
    );
  // Pages left before the worker was active wait for it (src/sw/keep.ts): this one, opened
  // after the visitor's first interaction, registers without waiting for another.
  if (keptForWorker()) register();
  else onFirstInteraction(register);
}

/** Starts the runtime once per page. */
export function bootApp(): void {
  const root = document.documentElement;
  if (root.dataset.app === 'started') return;
  root.dataset.app = 'started';
  const store = appStore();
  const boot = readBootInfo();
  store.setSlug(boot.slug);
  mountDomShell(store);
  watchErrors(store);
  // The gates' sequence first: the modal host and every opener after it ask it.
  startGates(store, boot);
  watchModals(store);
  listenForModalTriggers(store, boot);
  interceptSpaLinks();
  listenForAffiliateClicks();
  startIdentity(boot);
  if (document.getElementById('spa-root')) {
    void import('./spa-mount').then((m) => m.mountSpa());
  } else if (location.hash.length > 1) {
    void scrollToElement(decodeHash(location.hash));
  }
  if (QUERY_KEYS.test(location.search)) {
    void import('./query-params').then((m) =>
      m.applyQueryParams(store, boot.configs.authentication),
    );
  }
  whenIdle(() => {
    void import('./background').then((m) => m.startBackground(store, boot));
  });
  if (FEATURE_FLAGS.pwa) startServiceWorker(store);
  // The store read of the page (product §4 Store reads) brings zod and the page schema: it waits for
  // the visitor's first interaction, so a page costs no more than the eager budget until then.
  // The SPA reads its own data.
  if (!document.getElementById('spa-root')) {
    onFirstInteraction(() => {
      void import('./revalidate').then((m) => m.revalidatePage(store, boot));
    });
  }
}
