/**
 * Chat categories (SPEC §7): plain, casinos, slots, bonuses, promotions, welcome/promotions,
 * info/casinos.
 */
import type { Hono } from 'hono';
import type { BonusSummary, Casino, Slot } from '../../src/domain/entities';
import { chatItems } from './chat-items';
import type { Readers } from './readers';

/** GET /chat-category… : the category's own list (see chat-items), else the help entry. */
export function registerChat(app: Hono, { entities }: Readers): void {
  const chat = async (category: string) =>
    chatItems(category, {
      casinos: await entities<Casino>('casino'),
      slots: await entities<Slot>('slot'),
      bonuses: await entities<BonusSummary>('bonus'),
    });
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
