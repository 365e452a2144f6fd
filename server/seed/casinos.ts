/** The seed's 40 casinos, each with its bonuses, ratings, licence and payment methods. */
import type {
  BonusSummary,
  Casino,
  Licence,
  PaymentProvider,
  SoftwareProvider,
} from '../../src/domain/entities';
import { derivedCasinoFields } from '../../src/domain/rules/casino-record';
import { normaliseSlug } from '../../src/domain/rules/slug';
import { makeCasinoBonuses } from './bonuses';
import { eur, image, type DaysAgo } from './common';
import type { Rng } from './random';
import * as W from './words';

/** The casinos and, in casino order, every bonus they offer. */
export type CasinoSet = { casinos: Casino[]; bonuses: BonusSummary[] };

function withdrawalHours(kind: string, rng: Rng): [number, number] {
  return kind === 'bank' ? [24, 72] : [0, rng.pick([2, 12, 24])];
}

function ratingItemsOf(rng: Rng): Casino['ratingItems'] {
  return (['bonuses', 'games', 'payments', 'support', 'mobile', 'safety'] as const).map((key) => ({
    key,
    rating: rng.float(6, 9.8),
  }));
}

function paymentMethodsOf(rng: Rng, payments: PaymentProvider[]): Casino['paymentMethods'] {
  return rng.sample(payments, rng.int(4, 8)).map((p) => ({
    providerSlug: p.slug,
    name: p.name,
    minDeposit: eur(rng.pick([5, 10, 20])),
    maxWithdrawal: rng.chance(0.8) ? eur(rng.pick([2000, 5000, 10000])) : null,
    withdrawalHours: withdrawalHours(p.kind, rng),
    withdrawals: p.kind !== 'prepaid',
  }));
}

/**
 * The seed's casinos without a current NRA licence beyond the foreign-only ones: by id, so the
 * draws stay as they were (Gambling Act art. 3(1); docs/compliance.md).
 */
const LAPSED_NRA: ReadonlyMap<number, Licence['status']> = new Map([
  [13, 'revoked'],
  [17, 'suspended'],
  [26, 'expired'],
]);

/** Days since a casino's licence was last checked against the register: 1 to 30, by id. */
const checkedDaysAgo = (id: number) => 1 + ((id * 7) % 30);

// docs/compliance.md#what-every-page-shows: the NRA (НАП) licenses operators and keeps the register
// its licence links to.
function licencesOf(
  { rng, daysAgo }: CasinoInput,
  who: { id: number; holder: string; nra: boolean },
): Licence[] {
  const checked = { holder: who.holder, checkedAt: daysAgo(checkedDaysAgo(who.id)) };
  return who.nra
    ? [
        {
          authority: 'НАП',
          number: `${rng.int(100, 999)}-${rng.int(1000, 9999)}`,
          ...checked,
          status: LAPSED_NRA.get(who.id) ?? 'active',
          register: 'nra',
          registerUrl: 'https://www.nra.bg/',
        },
      ]
    : [
        {
          authority: 'MGA',
          number: `MGA/B2C/${rng.int(100, 999)}/${rng.int(2015, 2024)}`,
          ...checked,
          status: 'active',
          register: null,
        },
      ];
}

/**
 * A casino on the GGL's whitelist (GlüStV 2021 §9(8)): every other one that takes players from
 * Germany, by id, so the draws stay as they were. The number is fictional, and says so.
 */
function withGglLicence(casino: Casino, daysAgo: DaysAgo): Casino {
  if (casino.id % 2 !== 0 || casino.restrictedCountries.includes('DE')) return casino;
  const ggl: Licence = {
    authority: 'GGL',
    number: `DEMO-GGL-${String(casino.id).padStart(4, '0')}`,
    holder: casino.operator,
    status: 'active',
    checkedAt: daysAgo(checkedDaysAgo(casino.id)),
    register: 'ggl',
    registerUrl: 'https://www.gluecksspiel-behoerde.de/',
  };
  return { ...casino, licences: [...casino.licences, ggl] };
}

/** `text` with its first letter in lower case, the rest as written (НАП stays НАП). */
const lowerFirst = (text: string) => text.charAt(0).toLocaleLowerCase('bg') + text.slice(1);

type CasinoInput = {
  rng: Rng;
  mediaUrl: string;
  payments: PaymentProvider[];
  providers: SoftwareProvider[];
  daysAgo: DaysAgo;
};

function makeCasino(input: CasinoInput, name: string, id: number, own: BonusSummary[]): Casino {
  const { rng, mediaUrl } = input;
  const slug = normaliseSlug(name);
  const ratingItems = ratingItemsOf(rng);
  const methods = paymentMethodsOf(rng, input.payments);
  // Most casinos hold an NRA licence; the rest hold a foreign one only (no link on bg-BG).
  const nra = rng.chance(0.9);
  const first = own[0];
  const derived = derivedCasinoFields({
    ratingItems,
    bonuses: own,
    bonusId: first?.id ?? null,
    paymentMethods: methods,
    minDeposit: eur(0),
  });
  const holder = `${name.split(' ')[0] ?? name} Entertainment ЕООД`;
  return {
    id,
    name,
    slug,
    logo: image(mediaUrl, `casinos/${slug}.svg`, name, [240, 120]),
    rating: derived.rating,
    tagline: `${name}: ${lowerFirst(rng.pick(W.PROS))}`,
    affiliateCode: slug,
    bonusHeadline: derived.bonusHeadline,
    bonusId: first?.id ?? null,
    bonusVerifiedAt: derived.bonusVerifiedAt,
    ratingItems,
    licences: licencesOf(input, { id, holder, nra }),
    established: rng.int(2005, 2024),
    operator: holder,
    paymentMethods: methods,
    minDeposit: derived.minDeposit,
    restrictedCountries: rng.chance(0.3)
      ? ['DE']
      : rng.sample(['US', 'GB', 'FR', 'NL'], rng.int(1, 3)),
    pros: rng.sample(W.PROS, 3),
    cons: rng.sample(W.CONS, 2),
    bonuses: own,
    softwareProviders: rng.sample(input.providers, rng.int(3, 8)).map((p) => p.slug),
    gameCount: rng.int(300, 4000),
    supportLanguages: rng.chance(0.8) ? ['bg', 'en'] : ['en'],
    liveChat: rng.chance(0.8),
    bonusPageSlug: `${slug}-bonus`,
    reviewedAt: input.daysAgo(rng.int(1, 90)),
  };
}

/** 40 casinos of distinct drawn names; bonus ids run on across casinos. */
export function makeCasinos(input: CasinoInput): CasinoSet {
  const { rng } = input;
  const names = rng.sample(
    W.CASINO_FIRST.flatMap((a) => W.CASINO_SECOND.map((b) => `${a} ${b}`)),
    40,
  );
  const bonuses: BonusSummary[] = [];
  const casinos = names.map((name, i) => {
    const own = makeCasinoBonuses(input, normaliseSlug(name), bonuses.length + 1);
    bonuses.push(...own);
    return withGglLicence(makeCasino(input, name, i + 1, own), input.daysAgo);
  });
  return { casinos, bonuses };
}
