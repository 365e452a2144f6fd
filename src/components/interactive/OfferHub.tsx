/**
 * A casino or bonus hub's list with filters and sorting (product §2 query parameters: the state is
 * in the address, so it can be shared). It filters the page's own offers in the browser, so it
 * works offline and costs no API call; the prerendered HTML is the default list.
 */
import { useCallback, useMemo } from 'react';
import type { HubOffer, HubPayment } from '../../domain/entities';
import {
  applyHubQuery,
  HUB_DEFAULT,
  hubQueryString,
  parseHubQuery,
  type HubQuery,
} from '../../domain/rules/hub-query';
import { resultsCount } from '../../i18n';
import { StrictAdvertising } from '../content/strict';
import { UnlinkedOperators } from '../content/unlinked';
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
  /** The page's unlinked operators (docs/compliance.md): an island has its own root. */
  unlinked: readonly string[];
  /** The locale's strict advertising switch (docs/compliance.md): an island has its own root. */
  strict: boolean;
};

/** The filters, the count and the rows. */
export function OfferHub(props: OfferHubProps) {
  const { kind, heading, offers, payments, directory, unlinked, strict } = props;
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
  const rows = useMemo(() => applyHubQuery(offers, query), [offers, query]);
  const count = rows.length;
  return (
    <StrictAdvertising.Provider value={strict}>
      <UnlinkedOperators.Provider value={unlinked}>
        <section className="section hub" data-hub={kind}>
          <h2>{heading}</h2>
          <HubFilters
            kind={kind}
            query={query}
            payments={payments}
            update={(patch: Partial<HubQuery>) => setState({ ...query, ...patch })}
            reset={() => setState(HUB_DEFAULT)}
          />
          <p className="muted small" role="status" data-hub-count={count}>
            {resultsCount(count)}
          </p>
          <HubRows kind={kind} rows={rows} directory={directory} />
        </section>
      </UnlinkedOperators.Provider>
    </StrictAdvertising.Provider>
  );
}

export default OfferHub;
