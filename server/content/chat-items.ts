/**
 * What each chat category answers (product §7 chat-category endpoints), each its own list: the
 * best casinos, the casino guides, the newest slots, all bonuses by freshness, the running
 * promotions (reload, cashback, free spins) and the welcome offers.
 */
import type { BonusSummary, BonusType, Casino, Slot } from '../../src/domain/entities';
import type { ChatCategoryResponse } from '../../src/domain/entities/catalogue';

/** One line the chat answers with. */
export type ChatItem = ChatCategoryResponse['items'][number];

/** The entities the answers are drawn from. */
export type ChatSources = { casinos: Casino[]; slots: Slot[]; bonuses: BonusSummary[] };

/** How many lines one answer holds. */
export const CHAT_ITEMS_MAX = 10;

/** The guide pages every locale has (the seed's fixed pages), for "about casinos". */
const CASINO_GUIDES: readonly ChatItem[] = [
  { id: 'guide-compare', title: 'Сравнете казината едно до друго', slug: 'compare-casinos' },
  {
    id: 'guide-calculator',
    title: 'Пресметнете реалната стойност на бонус',
    slug: 'bonus-calculator',
  },
  { id: 'guide-responsible', title: 'Отговорна игра и лимити', slug: 'responsible-gambling' },
  { id: 'guide-about', title: 'Как оценяваме казината', slug: 'about-us' },
];

const PROMOTION_TYPES: readonly BonusType[] = ['reload', 'cashback', 'free-spins'];

const HELP: ChatItem[] = [{ id: 'help', title: 'Как мога да помогна?', slug: null }];

const bonusItem = (b: BonusSummary): ChatItem => ({
  id: `bonus-${b.id}`,
  title: b.headline,
  slug: `${b.casino}-bonus`,
});

/** Newest verified first, then by id, so the order is stable. */
const byFreshness = (a: BonusSummary, b: BonusSummary) =>
  b.verifiedAt.localeCompare(a.verifiedAt) || a.id - b.id;

/** The answer to a category; an unknown one gets the help line. */
export function chatItems(category: string, { casinos, slots, bonuses }: ChatSources): ChatItem[] {
  const bonusList = (keep: (b: BonusSummary) => boolean) =>
    bonuses.filter(keep).sort(byFreshness).slice(0, CHAT_ITEMS_MAX).map(bonusItem);
  switch (category) {
    case 'casinos':
      return [...casinos]
        .sort((a, b) => b.rating - a.rating || a.id - b.id)
        .slice(0, CHAT_ITEMS_MAX)
        .map((x) => ({ id: `casino-${x.id}`, title: x.name, slug: x.slug }));
    case 'info/casinos':
      return [...CASINO_GUIDES];
    case 'slots':
      return slots
        .slice(0, CHAT_ITEMS_MAX)
        .map((s) => ({ id: `slot-${s.id}`, title: s.name, slug: s.slug }));
    case 'bonuses':
      return bonusList(() => true);
    case 'promotions':
      return bonusList((b) => PROMOTION_TYPES.includes(b.type));
    case 'welcome/promotions':
      return bonusList((b) => b.type === 'welcome');
    default:
      return HELP;
  }
}
