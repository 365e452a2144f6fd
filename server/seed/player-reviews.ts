/**
 * Player reviews of the seed (product §2 review casino): a few approved and a few pending for the
 * first two casinos in bg-BG, so a casino page shows player reviews apart from the expert score
 * and the moderation queue is not empty. Fixed text and dates, no random draw, so adding them
 * moves no other draw of the seed.
 */
import type { Casino, ReviewStatus } from '../../src/domain/entities';

/** A seeded review row. */
export type SeedPlayerReview = {
  locale: string;
  casinoSlug: string;
  rating: number;
  title: string;
  text: string;
  name: string;
  email: string;
  status: ReviewStatus;
  createdAt: string;
};

type Draft = Omit<SeedPlayerReview, 'locale' | 'casinoSlug' | 'email'>;

/** The reviews of the first casino, then of the second. */
const DRAFTS: readonly (readonly Draft[])[] = [
  [
    {
      rating: 5,
      title: 'Бързо теглене по карта',
      text: 'Изтеглих печалбата си по карта за по-малко от ден. Поддръжката отговори на български в чата за минути.',
      name: 'Георги П.',
      status: 'published',
      createdAt: '2026-10-04T18:20:00.000Z',
    },
    {
      rating: 4,
      title: 'Добър избор от слотове',
      text: 'Много слотове от познати доставчици, демо режимът работи. Бонусът има високи изисквания за залагане, прочетете условията.',
      name: 'Мария Иванова',
      status: 'published',
      createdAt: '2026-10-19T09:05:00.000Z',
    },
    {
      rating: 3,
      title: 'Проверката отне време',
      text: 'Верификацията на документите отне три дни, но след това всичко мина гладко и тегленията идват навреме.',
      name: 'Стефан',
      status: 'published',
      createdAt: '2026-11-08T20:41:00.000Z',
    },
    {
      rating: 1,
      title: 'Чакам отговор',
      text: 'Писах на поддръжката преди два дни и още чакам отговор за бонуса, който не беше начислен.',
      name: 'Иво',
      status: 'pending',
      createdAt: '2026-11-21T12:00:00.000Z',
    },
  ],
  [
    {
      rating: 4,
      title: 'Удобно от телефона',
      text: 'Сайтът работи добре на телефон, депозитът с Revolut мина веднага. Липсва ми повече избор на маси на живо.',
      name: 'Десислава К.',
      status: 'published',
      createdAt: '2026-09-28T16:30:00.000Z',
    },
    {
      rating: 2,
      title: 'Бавни тегления',
      text: 'Тегленето по банков път отне пет работни дни, въпреки че пише до 48 часа. Иначе игрите са добри.',
      name: 'Николай Т.',
      status: 'published',
      createdAt: '2026-11-02T11:15:00.000Z',
    },
    {
      rating: 5,
      title: 'Най-доброто досега',
      text: 'Играя тук от година, никога не съм имал проблем с плащанията, а турнирите всяка седмица са забавни.',
      name: 'Петър',
      status: 'pending',
      createdAt: '2026-11-22T08:45:00.000Z',
    },
  ],
];

/** The seed's reviews for the first casinos of `casinos`, in bg-BG. */
export function makePlayerReviews(casinos: readonly Casino[]): SeedPlayerReview[] {
  return DRAFTS.flatMap((drafts, i) => {
    const casino = casinos[i];
    if (!casino) return [];
    return drafts.map((d, j) => ({
      ...d,
      locale: 'bg-BG',
      casinoSlug: casino.slug,
      email: `reviewer${String(i + 1)}-${String(j + 1)}@example.bg`,
    }));
  });
}
