/** Each allowed casino's review page and its bonus page, in casino order. */
import type { Casino, Page } from '../../../src/domain/entities';
import { paragraphs } from '../common';
import { UNKNOWN_COMPONENT, type PageContext } from './page';

function reviewPage(ctx: PageContext, c: Casino): Page {
  return ctx.page({
    slug: c.slug,
    type: 'casino',
    title: `${c.name} ревю 2026`,
    // A Bulgarian decimal comma, as the page itself writes the rating.
    description: `${c.name}: лиценз, бонуси, методи на плащане и оценка ${c.rating.toLocaleString('bg-BG')}/10.`,
    content: [
      {
        component: 'rich-text',
        id: 'body',
        html: `<h2>Общ преглед на ${c.name}</h2>${paragraphs(ctx.rng, 3)}<h2>Бонуси и условия</h2>${paragraphs(ctx.rng, 2)}`,
      },
      {
        component: 'faq',
        id: 'faq',
        heading: `Въпроси за ${c.name}`,
        // No licence question: the review's licence section answers it from the records.
        items: [{ question: 'Колко е минималният депозит?', answer: `${c.minDeposit.amount} €.` }],
      },
      {
        component: 'link-list',
        id: 'links',
        heading: 'Свързани страници',
        links: [
          { slug: `${c.slug}-bonus`, title: `Бонуси на ${c.name}` },
          { slug: 'compare-casinos', title: 'Сравни казина' },
        ],
      },
      ...(c.id % 13 === 0 ? [{ component: UNKNOWN_COMPONENT, id: 'legacy' }] : []),
    ],
    updatedAt: c.reviewedAt,
    parts: { casino: c, image: c.logo },
  });
}

function bonusPage(ctx: PageContext, c: Casino): Page {
  return ctx.page({
    slug: `${c.slug}-bonus`,
    type: 'casino-bonus',
    title: `Бонуси на ${c.name}`,
    description: `Всички бонуси на ${c.name} с условията, които проверяваме първо.`,
    content: [
      {
        component: 'bonus-list',
        id: 'bonuses',
        heading: `Бонуси на ${c.name}`,
        bonuses: c.bonuses,
      },
      {
        component: 'rich-text',
        id: 'body',
        html: `<h2>Как да вземете бонуса</h2>${paragraphs(ctx.rng, 2)}`,
      },
    ],
    updatedAt: c.reviewedAt,
    parts: { bonus_page_casino: c, image: c.logo },
  });
}

/** Review then bonus page of every casino the locale may show. */
export function* casinoPages(ctx: PageContext): Generator<Page> {
  for (const c of ctx.allowed) {
    yield reviewPage(ctx, c);
    yield bonusPage(ctx, c);
  }
}
