/**
 * The hubs of a locale (product §1: casinos, bonuses, payment methods, software providers, authors,
 * articles): one page a section, listing all of it. The casino and bonus hubs carry their rows
 * as offers the browser filters. Nothing here draws from the random stream, so the other pages
 * stay as they were.
 */
import type { HubOffer, HubPayment, Page } from '../../../src/domain/entities';
import { HUB_SLUGS } from '../../../src/domain/entities';
import { bonusOffer, casinoOffer } from '../../../src/domain/rules/hub-offers';
import type { PageContext } from './page';

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
    updatedAt: ctx.daysAgo(0),
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
