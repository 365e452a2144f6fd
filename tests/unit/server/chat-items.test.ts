import { describe, expect, it } from 'vitest';
import { CHAT_ITEMS_MAX, chatItems, type ChatSources } from '../../../server/content/chat-items';
import { seedOne as data } from '../../fixtures/seed-1';

const sources: ChatSources = { casinos: data.casinos, slots: data.slots, bonuses: data.bonuses };
const ids = (category: string) => chatItems(category, sources).map((i) => i.id);
const typeOf = (id: string) => data.bonuses.find((b) => `bonus-${b.id}` === id)?.type;

describe('chatItems', () => {
  it('answers every category with its own list', () => {
    const categories = [
      'plain',
      'casinos',
      'info/casinos',
      'slots',
      'bonuses',
      'promotions',
      'welcome/promotions',
    ];
    const answers = categories.map((c) => ids(c).join(','));
    expect(new Set(answers).size).toBe(categories.length);
    for (const c of categories) expect(ids(c).length).toBeLessThanOrEqual(CHAT_ITEMS_MAX);
  });

  it('gives welcome offers only welcome bonuses and promotions only the running kinds', () => {
    expect(ids('welcome/promotions').length).toBe(CHAT_ITEMS_MAX);
    for (const id of ids('welcome/promotions')) expect(typeOf(id)).toBe('welcome');
    expect(ids('promotions').length).toBeGreaterThan(0);
    for (const id of ids('promotions'))
      expect(['reload', 'cashback', 'free-spins']).toContain(typeOf(id));
  });

  it('lists all bonuses newest verified first, and the casinos best rated first', () => {
    const dates = ids('bonuses').map(
      (id) => data.bonuses.find((b) => `bonus-${b.id}` === id)?.verifiedAt ?? '',
    );
    expect([...dates].sort().reverse()).toEqual(dates);
    const ratings = ids('casinos').map(
      (id) => data.casinos.find((c) => `casino-${c.id}` === id)?.rating ?? 0,
    );
    expect([...ratings].sort((a, b) => b - a)).toEqual(ratings);
  });

  it('points the casino guides at pages every locale has', () => {
    const slugs = chatItems('info/casinos', sources).map((i) => i.slug);
    for (const locale of data.locales) {
      const pages = new Set([...data.pages(locale)].map((p) => p.slug));
      for (const slug of slugs)
        expect(pages.has(slug ?? ''), `${locale.locale} ${slug}`).toBe(true);
    }
  });

  it('answers an unknown category with the help line', () => {
    expect(chatItems('nonsense', sources)).toEqual([
      { id: 'help', title: 'Как мога да помогна?', slug: null },
    ]);
  });
});
