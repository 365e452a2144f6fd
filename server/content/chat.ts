/**
 * Chat categories (product §7): plain, casinos, slots, bonuses, promotions, welcome/promotions,
 * info/casinos.
 */
import type { Hono } from 'hono';
import type { BonusSummary, LocaleItem, Slot } from '../../src/domain/entities';
import { chatItems } from './chat-items';
import type { Readers } from './readers';

/**
 * GET /chat-category… : the category's own list (see chat-items), else the help entry. A locale
 * gets only lines that lead to its own pages, and no casino restricted in its country.
 */
export function registerChat(app: Hono, readers: Readers): void {
  const { entities, localeOf, casinosFor, pageSlugsOf } = readers;
  const chat = async (category: string, locale: LocaleItem) => {
    const pages = await pageSlugsOf(locale);
    const onSite = <T extends { slug: string }>(list: T[]) => list.filter((x) => pages.has(x.slug));
    const casinos = onSite(await casinosFor(locale));
    const open = new Set(casinos.map((casino) => casino.slug));
    const items = chatItems(category, {
      casinos,
      slots: onSite(await entities<Slot>('slot')),
      bonuses: (await entities<BonusSummary>('bonus')).filter((bonus) => open.has(bonus.casino)),
    });
    return items.filter((item) => item.slug === null || pages.has(item.slug));
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
    app.get(path, async (c) =>
      c.json({ category, items: await chat(category, await localeOf(c)) }),
    );
  }
}
