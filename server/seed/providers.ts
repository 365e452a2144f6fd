/** The software providers (game studios) of the seed. */
import type { SoftwareProvider } from '../../src/domain/entities';
import { namedEntity } from './common';
import type { Rng } from './random';
import * as W from './words';

/** One provider per name of the word list, ids from 1. */
export function makeProviders(rng: Rng, mediaUrl: string): SoftwareProvider[] {
  return W.SOFTWARE_PROVIDERS.map(([name, hq], i) => {
    const head = namedEntity({
      mediaUrl,
      folder: 'providers',
      name,
      index: i,
      logoSize: [240, 120],
    });
    return {
      ...head,
      founded: rng.int(1995, 2020),
      headquarters: hq,
      gameCount: rng.int(40, 600),
      hasDemo: rng.chance(0.8),
      website: `https://${head.slug}.example.com`,
    };
  });
}
