/**
 * A casino or bonus hub's list with filters, sorting and pages (product §2 query parameters: the
 * state is in the address, so it can be shared). It filters and pages the page's own offers in
 * the browser, so it works offline and costs no API call; the prerendered HTML is the default
 * list's first page. Only casinos with an active licence in the locale's register rank
 * (docs/compliance.md#rankings).
 */
import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { HubOffer, HubPayment } from '../../domain/entities';
import {
  HUB_DEFAULT,
  hubListing,
  hubPage,
  hubQueryString,
  parseHubQuery,
  type HubQuery,
} from '../../domain/rules/hub-query';
import { resultsCount } from '../../i18n';
import { Compliance, type PageCompliance } from '../content/page-compliance';
import { HubFilters } from './offer-hub/HubFilters';
import { HubPager } from './offer-hub/HubPager';
import { HubRows } from './offer-hub/HubRows';
import { useAddressState } from './useAddressState';

/** Props of {@link OfferHub}: the page's offer-hub item and the page's links. */
export type OfferHubProps = {
  kind: 'casinos' | 'bonuses';
  heading: string;
  offers: readonly HubOffer[];
  payments: readonly HubPayment[];
  directory: string;
  /** The hub page's own path, which its pager links with `?page=`. */
  path: string;
  /** The page's compliance rules (docs/compliance.md): an island has its own root. */
  compliance: PageCompliance;
};

/** The filters, the count, one page of rows and the pager. */
export function OfferHub(props: OfferHubProps) {
  const { kind, heading, offers, payments, directory, path, compliance } = props;
  const parse = useCallback(
    (search: string) =>
      parseHubQuery(
        search,
        payments.map((p) => p.slug),
      ),
    [payments],
  );
  const { state, setState } = useAddressState(parse, hubQueryString);
  const query = state ?? HUB_DEFAULT;
  const register = compliance.register;
  const listing = useMemo(
    () => hubListing(offers, query, kind, { licenceRegister: register }),
    [offers, query, kind, register],
  );
  const shown = hubPage(listing, query.page);
  const { page } = shown.paging;
  // A shared ?page= past the end shows the last page, and the address says so.
  useEffect(() => {
    if (state !== null && state.page !== page) setState({ ...state, page });
  }, [state, page, setState]);
  const top = useRef<HTMLParagraphElement>(null);
  const turn = (to: number) => {
    if (to === page) return;
    setState({ ...query, page: to }, 'push');
    top.current?.scrollIntoView({ block: 'start' });
    top.current?.focus({ preventScroll: true });
  };
  const count = listing.ranked.length + listing.apart.length;
  return (
    <Compliance.Provider value={compliance}>
      <section className="section hub" data-hub={kind}>
        <h2>{heading}</h2>
        <HubFilters
          query={query}
          payments={payments}
          register={kind === 'casinos' ? register : null}
          update={(patch: Partial<HubQuery>) => setState({ ...query, ...patch, page: 1 })}
          reset={() => setState(HUB_DEFAULT)}
        />
        <p className="muted small" role="status" data-hub-count={count} ref={top} tabIndex={-1}>
          {resultsCount(count)}
        </p>
        <HubRows
          kind={kind}
          listing={shown}
          firstRank={shown.paging.offset + 1}
          directory={directory}
        />
        <HubPager
          paging={shown.paging}
          href={(to) => hubHref(path, { ...query, page: to })}
          onPage={turn}
        />
      </section>
    </Compliance.Provider>
  );
}

/** The address of the hub at `path` under `q`. */
function hubHref(path: string, q: HubQuery): string {
  const text = hubQueryString(q);
  return text ? `${path}?${text}` : path;
}

export default OfferHub;
