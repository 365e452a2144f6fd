/** The pages every locale has whatever its content: leaderboard, the fixed pages, the feed. */
import type { Page } from '../../../src/domain/entities';
import { toSlotSummary } from '../../summaries';
import { aboutHtml } from './about';
import { legalContent, STORED_ITEMS_HEADING } from './legal';
import { UNKNOWN_COMPONENT, type PageContext } from './page';

/** Who keeps the list of permitted operators in the locale's country (Bulgaria's otherwise). */
const PERMITTED_OPERATORS: Record<string, string> = {
  BG: '<p>Лицензираните оператори се водят в регистъра на <a href="https://www.nra.bg/">НАП</a>.</p>',
  DE: '<p>Разрешените в Германия оператори са в официалния списък на <a href="https://www.gluecksspiel-behoerde.de/">GGL</a>, Съвместния орган на провинциите за хазарта.</p>',
};

/**
 * The page's own words for a visitor under 18 or at risk; the help itself (help lines, exclusion
 * register, blocking tools) is the locale's compliance profile, which the page shows above.
 */
function responsibleGamblingHtml(ctx: PageContext): string {
  const country = ctx.locale.country.cc_alpha2;
  return (
    '<p>Хазартът води до зависимост. Играйте само с пари, които можете да си позволите да загубите.</p>' +
    (PERMITTED_OPERATORS[country] ?? PERMITTED_OPERATORS.BG ?? '')
  );
}

/** [slug, title, description] of the pages of type `default`. */
const DEFAULT_PAGES: [string, string, string][] = [
  ['about-us', 'За нас', 'Кои сме ние и как оценяваме казината.'],
  ['terms-and-conditions', 'Общи условия', 'Условията за ползване на сайта.'],
  ['privacy-policy', 'Политика за поверителност', 'Как обработваме личните данни.'],
  ['casino-games', 'Казино игри', 'Всички слотове с филтри по доставчик, волатилност и RTP.'],
  ['compare-casinos', 'Сравни казина', 'Сравнете до 4 казина едно до друго.'],
  ['bonus-calculator', 'Бонус калкулатор', 'Изчислете реалната стойност на бонуса.'],
  ['sitemap', 'Карта на сайта', 'Всички страници на сайта.'],
  ['search', 'Търсене', 'Търсене в ревюта, слотове и статии.'],
  ['not-found', 'Страницата не е намерена', 'Страницата, която търсите, не съществува.'],
  [
    'responsible-gambling',
    'Отговорна игра',
    'Хазартът е само за пълнолетни. Ако сте под 18 години, този сайт не е за вас.',
  ],
];

/** What follows a fixed page's description: its own text where it has one. */
const BODY_HTML: Record<string, (ctx: PageContext) => string> = {
  'about-us': aboutHtml,
  'responsible-gambling': responsibleGamblingHtml,
};

/** The community leaderboard with ten drawn players. */
export function leaderboardPage(ctx: PageContext): Page {
  const { rng } = ctx;
  return ctx.page({
    slug: 'leaderboards',
    type: 'leaderboards',
    title: 'Класация на общността',
    description: 'Най-активните членове на общността и техните точки.',
    content: [
      {
        component: 'leaderboard',
        id: 'board',
        heading: 'Топ играчи този месец',
        entries: Array.from({ length: 10 }, (_, i) => ({
          rank: i + 1,
          username: `играч${rng.int(100, 999)}`,
          points: 5000 - i * rng.int(100, 300),
          avatar: null,
        })),
      },
    ],
    updatedAt: ctx.daysAgo(1),
  });
}

function defaultPage(ctx: PageContext, [slug, title, description]: [string, string, string]) {
  const { rng } = ctx;
  const content: Page['content'] = legalContent(
    slug,
    ctx.locale.country.cc_alpha2,
    description,
  ) ?? [
    {
      component: 'rich-text',
      id: 'body',
      html: `<p>${description}</p>${BODY_HTML[slug]?.(ctx) ?? ''}`,
    },
  ];
  if (slug === 'casino-games')
    content.push({
      component: 'slot-grid',
      id: 'popular',
      heading: 'Популярни слотове',
      slots: ctx.slots.slice(0, 8).map(toSlotSummary),
    });
  if (slug === 'about-us' && ctx.isRoot)
    content.push({ component: UNKNOWN_COMPONENT, id: 'legacy' });
  // What is stored on the device, from the code's register (docs/consent.md).
  if (slug === 'privacy-policy')
    content.push({ component: 'stored-items', id: 'stored', heading: STORED_ITEMS_HEADING });
  return ctx.page({
    slug: slug,
    type: 'default',
    title: title,
    description: description,
    content: content,
    updatedAt: ctx.daysAgo(rng.int(1, 200)),
  });
}

/** The fixed pages of type `default`, in table order. */
export function* defaultPages(ctx: PageContext): Generator<Page> {
  for (const entry of DEFAULT_PAGES) yield defaultPage(ctx, entry);
}

// product §2 /feed: the community lives where the locale has accounts (product §1).
export function* feedPage(ctx: PageContext): Generator<Page> {
  if (!ctx.locale.configs.authentication) return;
  yield ctx.page({
    slug: 'feed',
    type: 'default',
    title: 'Общност',
    description: 'Публикации, коментари и отговори на играчите от общността.',
    content: [
      {
        component: 'rich-text',
        id: 'intro',
        html: '<p>Споделете опита си с казина и слотове. Пишете учтиво: публикациите с реклама или обиди се премахват.</p>',
      },
      { component: 'community-feed', id: 'feed', heading: 'Последни публикации' },
    ],
    updatedAt: ctx.daysAgo(0),
  });
}
