/**
 * The hubs of a locale (product §1: casinos, bonuses, payment methods, software providers, authors,
 * articles): one page a section, listing all of it. The casino and bonus hubs carry their rows
 * as offers the browser filters. Nothing here draws from the random stream, so the other pages
 * stay as they were.
 */
import type {
  BonusSummary,
  Casino,
  HubOffer,
  HubPayment,
  Page,
} from '../../../src/domain/entities';
import { HUB_SLUGS } from '../../../src/domain/entities';
import { iso } from '../common';
import type { PageContext } from './page';

/** What a bonus is worth at most, in EUR: its cap plus its free spins' value. */
const bonusValue = (b: BonusSummary): number =>
  b.terms.maxBonus.amount + b.terms.freeSpins * b.terms.freeSpinValue.amount;

/** The fields of an offer that come from its casino. */
function casinoPart(c: Casino) {
  return {
    casinoName: c.name,
    casinoSlug: c.slug,
    logo: c.logo,
    rating: c.rating,
    affiliateCode: c.affiliateCode,
    licences: c.licences,
    payments: c.paymentMethods.map((m) => m.providerSlug),
  };
}

/** The smallest deposit that gets `b` at casino `c`, in EUR. */
const depositFor = (c: Casino, b: BonusSummary): number =>
  Math.max(b.terms.minDeposit.amount, c.minDeposit.amount);

/**
 * A casino's row: its headline bonus's deposit, wagering and value (what the row shows is what
 * the filters and the sort read), every kind of bonus it offers.
 */
export function casinoOffer(c: Casino): HubOffer {
  const headline = c.bonuses.find((b) => b.id === c.bonusId) ?? c.bonuses[0];
  return {
    key: c.slug,
    page: c.slug,
    ...casinoPart(c),
    headline: c.bonusHeadline,
    bonusId: c.bonusId,
    verifiedAt: c.bonusVerifiedAt,
    minDepositEur: headline ? depositFor(c, headline) : c.minDeposit.amount,
    wagering: headline ? headline.terms.wageringMultiplier : null,
    bonusTypes: [...new Set(c.bonuses.map((b) => b.type))],
    valueEur: headline ? bonusValue(headline) : null,
  };
}

/** A bonus's row; its page is the casino's bonus page. */
export function bonusOffer(c: Casino, b: BonusSummary): HubOffer {
  return {
    key: `bonus-${String(b.id)}`,
    page: c.bonusPageSlug ?? c.slug,
    ...casinoPart(c),
    headline: b.headline,
    bonusId: b.id,
    verifiedAt: b.verifiedAt,
    minDepositEur: depositFor(c, b),
    wagering: b.terms.wageringMultiplier,
    bonusTypes: [b.type],
    valueEur: bonusValue(b),
  };
}

/** The payment methods some listed casino takes, in the catalogue's order. */
function hubPayments(ctx: PageContext): HubPayment[] {
  const taken = new Set(ctx.allowed.flatMap((c) => c.paymentMethods.map((m) => m.providerSlug)));
  return ctx.payments.filter((p) => taken.has(p.slug)).map((p) => ({ slug: p.slug, name: p.name }));
}

/** One hub page: its type names its slug. */
type HubSpec = {
  type: keyof typeof HUB_SLUGS;
  title: string;
  description: string;
  content: Page['content'];
};

function hubPage(ctx: PageContext, spec: HubSpec): Page {
  const intro = { component: 'rich-text', id: 'intro', html: `<p>${spec.description}</p>` };
  return ctx.page({
    slug: HUB_SLUGS[spec.type],
    type: spec.type,
    title: spec.title,
    description: spec.description,
    content: [intro, ...spec.content],
    updatedAt: iso(0),
  });
}

/** The casino and bonus hubs: every casino, every bonus, with filters and sorting. */
function offerHubs(ctx: PageContext): Page[] {
  const payments = hubPayments(ctx);
  const offers = (kind: 'casinos' | 'bonuses', heading: string, rows: HubOffer[]) => ({
    component: 'offer-hub',
    id: kind,
    heading,
    kind,
    offers: rows,
    payments,
  });
  return [
    hubPage(ctx, {
      type: 'casino-hub',
      title: ctx.local('Онлайн казина'),
      description:
        'Всички казина в ръководството: филтрирайте по плащане, лиценз, депозит и бонус.',
      content: [offers('casinos', 'Всички казина', ctx.top.map(casinoOffer))],
    }),
    hubPage(ctx, {
      type: 'bonus-hub',
      title: ctx.local('Казино бонуси'),
      description: 'Всички бонуси на казината с условията, които проверяваме първо.',
      content: [
        offers(
          'bonuses',
          'Всички бонуси',
          // Only offers the locale's law lets rank: an unlicensed casino's bonus is no offer there.
          ctx.ranked.flatMap((c) => c.bonuses.map((b) => bonusOffer(c, b))),
        ),
      ],
    }),
  ];
}

/** The catalogue and editorial hubs; authors and articles only where the locale has them. */
function listHubs(ctx: PageContext): Page[] {
  const hubs: Page[] = [
    hubPage(ctx, {
      type: 'payment-hub',
      title: 'Методи на плащане',
      description: 'Методите за депозит и теглене в казината: време и такси.',
      content: [
        {
          component: 'payment-list',
          id: 'list',
          heading: 'Всички методи',
          providers: ctx.payments,
        },
      ],
    }),
    hubPage(ctx, {
      type: 'provider-hub',
      title: 'Софтуерни доставчици',
      description: 'Студиата, които правят слотовете в казината.',
      content: [
        {
          component: 'provider-list',
          id: 'list',
          heading: 'Всички доставчици',
          providers: ctx.providers,
        },
      ],
    }),
  ];
  if (ctx.authors.length > 0)
    hubs.push(
      hubPage(ctx, {
        type: 'author-hub',
        title: 'Автори',
        description: 'Хората, които пишат и проверяват ревютата и статиите.',
        content: [
          { component: 'author-list', id: 'list', heading: 'Екипът', authors: ctx.authors },
        ],
      }),
    );
  if (ctx.articles.length > 0)
    hubs.push(
      hubPage(ctx, {
        type: 'article-hub',
        title: 'Статии',
        description: 'Ръководства и новини за казина, бонуси и отговорна игра.',
        content: [
          {
            component: 'article-list',
            id: 'list',
            heading: 'Всички статии',
            articles: ctx.articles,
          },
        ],
      }),
    );
  return hubs;
}

/** Every hub of the locale. */
export function hubPages(ctx: PageContext): Page[] {
  return [...offerHubs(ctx), ...listHubs(ctx)];
}
