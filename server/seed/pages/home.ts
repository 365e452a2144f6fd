/** The home page: hero, top casinos, current bonuses, popular slots, latest articles, FAQ. */
import type { LicenceRegister, Page } from '../../../src/domain/entities';
import { toCasinoSummary, toSlotSummary } from '../../summaries';
import { image } from '../common';
import type { PageContext } from './page';

/** Whether online casinos are legal where the locale's players are, by the register its law follows. */
const LEGAL_QUESTION: Record<LicenceRegister, { question: string; answer: string }> = {
  nra: {
    question: 'Законни ли са онлайн казината в България?',
    answer: 'Да, когато операторът има лиценз от НАП. Проверете регистъра преди да играете.',
  },
  ggl: {
    question: 'Законни ли са онлайн казината в Германия?',
    answer:
      'Да, когато операторът е в официалния списък на GGL (White List). Проверете списъка преди да играете.',
  },
};

/** Where the locale's players are, as its home page names them (product §1: bg-DE is Germany's). */
const PLAYERS_IN: Record<string, string> = {
  BG: 'в България',
  DE: 'в Германия за българи',
};

const HOME_FAQ = [
  {
    question: 'Какво е изискване за залагане?',
    answer: 'Това е сумата, която трябва да заложите, преди да изтеглите печалби от бонус.',
  },
  {
    question: 'Колко бързо се теглят печалбите?',
    answer: 'С електронни портфейли обикновено до 24 часа, с банков превод до 3 работни дни.',
  },
];

/** The locale's home page (slug `home`, served at the locale's URL). */
export function homePage(ctx: PageContext): Page {
  const { ranked, bonuses, slots, articles } = ctx;
  const register = ctx.locale.compliance.licenceRegister;
  const country = ctx.locale.country.cc_alpha2;
  const where = PLAYERS_IN[country];
  if (!where) throw new Error(`seed: no home page wording for players in ${country}`);
  return ctx.page({
    slug: 'home',
    type: 'home',
    title: `Онлайн казина ${where} 2026: ревюта и бонуси`,
    description: 'Независими ревюта на лицензирани онлайн казина, слотове и бонуси с ясни условия.',
    content: [
      {
        component: 'hero',
        id: 'h1',
        heading: `Най-добрите онлайн казина ${where}`,
        subheading: 'Проверени лицензи, честни условия и бързи тегления.',
        image: null,
      },
      {
        component: 'casino-top-list',
        id: 'top',
        heading: 'Топ 10 казина',
        casinos: ranked.slice(0, 10).map(toCasinoSummary),
      },
      {
        component: 'bonus-list',
        id: 'bonuses',
        heading: 'Актуални бонуси',
        bonuses: bonuses
          .filter((b) => ranked.slice(0, 6).some((c) => c.slug === b.casino))
          .slice(0, 6),
      },
      {
        component: 'slot-grid',
        id: 'slots',
        heading: 'Популярни слотове',
        slots: slots.slice(0, 8).map(toSlotSummary),
      },
      {
        component: 'article-list',
        id: 'articles',
        heading: 'Последни статии',
        articles: articles.slice(0, 4),
      },
      {
        component: 'faq',
        id: 'faq',
        heading: 'Често задавани въпроси',
        items: [...(register ? [LEGAL_QUESTION[register]] : []), ...HOME_FAQ],
      },
      { component: 'newsletter', id: 'news', heading: 'Абонирайте се за нови бонуси' },
    ],
    updatedAt: ctx.daysAgo(0),
    parts: { image: image(ctx.mediaUrl, 'og/home.png', 'Казино ръководство', [480, 320]) },
  });
}
