/**
 * A hub (product §1: casinos, bonuses, payment methods, software providers, authors, articles): the
 * title and its list from the CMS; the casino and bonus hubs put the affiliate disclosure first.
 */
import type { PageView } from '../../domain/entities/page-view';
import { AffiliateDisclosure } from '../layout/AffiliateDisclosure';
import { Default } from './Default';

/** The template of every hub type. */
export function Hub({ view }: { view: PageView }) {
  const offers = view.page.type === 'casino-hub' || view.page.type === 'bonus-hub';
  return <Default view={view} extra={offers ? <AffiliateDisclosure /> : undefined} />;
}
