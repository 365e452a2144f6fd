/**
 * A casino or bonus hub's list with filters and sorting (product §2 query parameters: the state is
 * in the address, so it can be shared). It filters the page's own offers in the browser, so it
 * works offline and costs no API call; the prerendered HTML is the default list. Only casinos
 * with an active licence in the locale's register rank (docs/compliance.md#rankings).
 */
import { useCallback, useMemo } from 'react';
import type { HubOffer, HubPayment } from '../../domain/entities';
import {
  HUB_DEFAULT,
  hubListing,
  hubQueryString,
  parseHubQuery,
  type HubQuery,
} from '../../domain/rules/hub-query';
import { resultsCount } from '../../i18n';
import { Compliance, type PageCompliance } from '../content/page-compliance';
import { HubFilters } from './offer-hub/HubFilters';
import { HubRows } from './offer-hub/HubRows';
import { useAddressState } from './useAddressState';

/** Props of {@link OfferHub}: the page's offer-hub item and the page's links. */
export type OfferHubProps = {
  kind: 'casinos' | 'bonuses';
  heading: string;
  offers: readonly HubOffer[];
  payments: readonly HubPayment[];
  directory: string;
  /** The page's compliance rules (docs/compliance.md): an island has its own root. */
  compliance: PageCompliance;
};

/** The filters, the count and the rows. */
export function OfferHub(props: OfferHubProps) {
  const { kind, heading, offers, payments, directory, compliance } = props;
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
  const count = listing.ranked.length + listing.apart.length;
  return (
    <Compliance.Provider value={compliance}>
      <section className="section hub" data-hub={kind}>
        <h2>{heading}</h2>
        <HubFilters
          query={query}
          payments={payments}
          register={kind === 'casinos' ? register : null}
          update={(patch: Partial<HubQuery>) => setState({ ...query, ...patch })}
          reset={() => setState(HUB_DEFAULT)}
        />
        <p className="muted small" role="status" data-hub-count={count}>
          {resultsCount(count)}
        </p>
        <HubRows kind={kind} listing={listing} directory={directory} />
      </section>
    </Compliance.Provider>
  );
}

export default OfferHub;
