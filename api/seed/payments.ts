/** The payment providers of the seed. */
import type { PaymentProvider } from '../../src/domain/entities';
import { normaliseSlug } from '../../src/domain/rules/slug';
import { image } from './common';
import type { Rng } from './random';
import * as W from './words';

/** One payment provider per name of the word list, ids from 1. */
export function makePayments(rng: Rng, mediaUrl: string): PaymentProvider[] {
  return W.PAYMENT_PROVIDERS.map(([name, kind], i) => {
    const slug = normaliseSlug(name);
    return {
      id: i + 1,
      name,
      slug,
      logo: image(mediaUrl, `payments/${slug}.svg`, name, 240, 120),
      kind,
      depositTime: kind === 'bank' ? '1–3 работни дни' : 'Веднага',
      fees: rng.chance(0.7) ? 'Без такса' : 'До 2,5%',
      website: `https://${slug}.example.com`,
    };
  });
}
