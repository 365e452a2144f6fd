/**
 * Chat categories (SPEC §7): plain, casinos, slots, bonuses, promotions, welcome/promotions,
 * info/casinos.
 */
import type { Hono } from 'hono';
import type { BonusSummary, Casino, Slot } from '../../src/domain/entities';
import type { Readers } from './readers';

/** GET /chat-category… : the first ten items of the category's kind, else the help entry. */
export function registerChat(app: Hono, { entities }: Readers): void {
  const chat = async (category: string) => {
    if (category === 'slots')
      return (await entities<Slot>('slot'))
        .slice(0, 10)
        .map((s) => ({ id: `slot-${s.id}`, title: s.name, slug: s.slug }));
    if (category.includes('casinos'))
      return (await entities<Casino>('casino'))
        .slice(0, 10)
        .map((x) => ({ id: `casino-${x.id}`, title: x.name, slug: x.slug }));
    if (category.includes('promotions') || category === 'bonuses')
      return (await entities<BonusSummary>('bonus'))
        .slice(0, 10)
        .map((b) => ({ id: `bonus-${b.id}`, title: b.headline, slug: `${b.casino}-bonus` }));
    return [{ id: 'help', title: 'Как мога да помогна?', slug: null }];
  };
  for (const [path, category] of [
    ['/chat-category', 'plain'],
    ['/chat-category/casinos', 'casinos'],
    ['/chat-category/slots', 'slots'],
    ['/chat-category/bonuses', 'bonuses'],
    ['/chat-category/promotions', 'promotions'],
    ['/chat-category/welcome/promotions', 'welcome/promotions'],
    ['/chat-category/info/casinos', 'info/casinos'],
  ] as const) {
    app.get(path, async (c) => c.json({ category, items: await chat(category) }));
  }
}
