/** The payment providers of the seed. */
import type { PaymentProvider } from '../../src/domain/entities';
import { namedEntity } from './common';
import type { Rng } from './random';
import * as W from './words';

/** One payment provider per name of the word list, ids from 1. */
export function makePayments(rng: Rng, mediaUrl: string): PaymentProvider[] {
  return W.PAYMENT_PROVIDERS.map(([name, kind], i) => {
    const head = namedEntity({
      mediaUrl,
      folder: 'payments',
      name,
      index: i,
      logoSize: [240, 120],
    });
    return {
      ...head,
      kind,
      depositTime: kind === 'bank' ? '1–3 работни дни' : 'Веднага',
      fees: rng.chance(0.7) ? 'Без такса' : 'До 2,5%',
      website: `https://${head.slug}.example.com`,
    };
  });
}
