/** The seed's slots: 120 named ones, plus any the page target asks for (pages/scale.ts). */
import type { Slot, SoftwareProvider } from '../../src/domain/entities';
import { eur, namedEntity, type DaysAgo } from './common';
import type { Rng } from './random';
import * as W from './words';

/** What a slot is made from: the stream, the media base, the studios it is dealt to, the calendar. */
export type SlotInput = {
  rng: Rng;
  mediaUrl: string;
  providers: SoftwareProvider[];
  daysAgo: DaysAgo;
};

/** The slot of index `i` named `name`; providers are dealt in turn. */
export function makeSlot(input: SlotInput, i: number, name: string): Slot {
  const { rng, mediaUrl, providers } = input;
  const provider = providers[i % providers.length] as SoftwareProvider;
  const head = namedEntity({ mediaUrl, folder: 'slots', name, index: i, logoSize: [300, 200] });
  return {
    ...head,
    provider: provider.slug,
    providerName: provider.name,
    rtp: rng.float(94, 97.5, 2),
    volatility: rng.pick(['low', 'medium', 'high', 'very-high'] as const),
    rating: rng.float(6, 9.7),
    maxWinMultiplier: rng.pick([500, 1000, 2500, 5000, 10000, 25000]),
    paylines: rng.pick([5, 10, 20, 25, 40, 243]),
    reels: rng.pick(['5x3', '5x4', '6x5', '3x3']),
    minBet: eur(rng.pick([0.1, 0.2, 0.25])),
    maxBet: eur(rng.pick([50, 100, 200])),
    demoUrl: provider.hasDemo
      ? `https://demo.${provider.slug}.example.com/play/${head.slug}`
      : null,
    releasedAt: input.daysAgo(rng.int(10, 2000)),
    features: rng.sample(W.FEATURES, rng.int(2, 4)),
    tags: rng.sample(W.SLOT_TAGS, rng.int(1, 2)),
  };
}

/** The first 120 names of the word lists' combinations, one slot each. */
export function makeSlots(input: SlotInput): Slot[] {
  const names = W.SLOT_FIRST.flatMap((a) => W.SLOT_SECOND.map((b) => `${a} ${b}`)).slice(0, 120);
  return names.map((name, i) => makeSlot(input, i, name));
}
