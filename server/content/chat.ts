/**
 * Chat categories (product §7): plain, casinos, slots, bonuses, promotions, welcome/promotions,
 * info/casinos.
 */
import type { Hono } from 'hono';
import type { Context } from 'hono';
import {
  contentKey,
  type BonusSummary,
  type Casino,
  type LocaleItem,
  type Slot,
} from '../../src/domain/entities';
import { dependsOn } from '../answers/middleware';
import { chatItems } from './chat-items';
import { keysOf, type Readers } from './readers';

/**
 * GET /chat-category… : the category's own list (see chat-items), else the help entry. A locale
 * gets only lines that lead to its own pages, and no casino restricted in its country.
 */
export function registerChat(app: Hono, readers: Readers): void {
  const { entities, localeOf, pageSlugsOf } = readers;
  const chat = async (c: Context, category: string, locale: LocaleItem) => {
    const pages = await pageSlugsOf(locale);
    const onSite = <T extends { slug: string }>(list: T[]) => list.filter((x) => pages.has(x.slug));
    const [all, slots, bonuses] = await Promise.all([
      entities<Casino>('casino'),
      entities<Slot>('slot'),
      entities<BonusSummary>('bonus'),
    ]);
    dependsOn(c, [
      contentKey.pages(locale.locale),
      ...keysOf('casino', all),
      ...keysOf('slot', slots),
      ...keysOf('bonus', bonuses),
    ]);
    const country = locale.country.cc_alpha2;
    const casinos = onSite(all.filter((x) => !x.restrictedCountries.includes(country)));
    const open = new Set(casinos.map((casino) => casino.slug));
    const items = chatItems(category, {
      casinos,
      slots: onSite(slots),
      bonuses: bonuses.filter((bonus) => open.has(bonus.casino)),
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
      c.json({ category, items: await chat(c, category, await localeOf(c)) }),
    );
  }
}
