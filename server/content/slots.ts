/** The slot catalogue and its providers (product §7 /slots…, /slot-tags, /providers/demo). */
import type { Context, Hono } from 'hono';
import { z } from 'zod';
import type { Slot, SoftwareProvider } from '../../src/domain/entities';
import { decimalText } from '../../src/domain/rules/number-input';
import { toSlotSummary } from '../summaries';
import { dependsOn } from '../answers/middleware';
import { keysOf, type Readers } from './readers';
import { BadRequest, paged, Paging, parseQuery, tagCounts, votes } from './request';

/** GET /slots/filter query: paging and the filters the slot list offers. */
const SlotFilter = Paging.extend({
  provider: z
    .string()
    .regex(/^[a-z0-9-]+$/)
    .optional(),
  volatility: z.enum(['low', 'medium', 'high', 'very-high']).optional(),
  rtpMin: decimalText(0, 100).optional(),
  rtpMax: decimalText(0, 100).optional(),
  tag: z.string().max(40).optional(),
});

/**
 * The slots: votes, tags, demos, the filtered and the plain list; the providers with demos. Each
 * answer depends on every slot it is chosen from.
 */
export function registerSlots(app: Hono, { entities }: Readers): void {
  const slotsOf = async (c: Context) => {
    const slots = await entities<Slot>('slot');
    dependsOn(c, keysOf('slot', slots));
    return slots;
  };
  app.get('/slots/vote', async (c) =>
    c.json({ items: (await slotsOf(c)).map((x) => votes(x.id)) }),
  );
  app.get('/slots/tags', async (c) => c.json(tagCounts((await slotsOf(c)).map((s) => s.tags))));
  app.get('/slot-tags', async (c) => c.json(tagCounts((await slotsOf(c)).map((s) => s.tags))));
  app.get('/slots/demo', async (c) => {
    const q = parseQuery(Paging, c);
    return c.json(
      paged((await slotsOf(c)).filter((s) => s.demoUrl).map(toSlotSummary), q.page, q.pageSize),
    );
  });
  app.get('/slots/filter', async (c) => {
    const q = parseQuery(SlotFilter, c);
    if (q.rtpMin !== undefined && q.rtpMax !== undefined && q.rtpMin > q.rtpMax)
      throw new BadRequest('rtpMin is above rtpMax');
    const list = (await slotsOf(c)).filter(
      (s) =>
        (!q.provider || s.provider === q.provider) &&
        (!q.volatility || s.volatility === q.volatility) &&
        (q.rtpMin === undefined || s.rtp >= q.rtpMin) &&
        (q.rtpMax === undefined || s.rtp <= q.rtpMax) &&
        (!q.tag || s.tags.includes(q.tag)),
    );
    return c.json(paged(list.map(toSlotSummary), q.page, q.pageSize));
  });
  app.get('/slots', async (c) => {
    const q = parseQuery(Paging, c);
    return c.json(paged((await slotsOf(c)).map(toSlotSummary), q.page, q.pageSize));
  });
  app.get('/providers/demo', async (c) => {
    const items = (await entities<SoftwareProvider>('provider')).filter((p) => p.hasDemo);
    const offering = new Set(items.map((p) => p.slug));
    // The hosts those providers serve demos from: the demo frames' allowlist (product §2 demo).
    const hosts = new Set(
      (await slotsOf(c)).flatMap((s) =>
        s.demoUrl && offering.has(s.provider) ? [new URL(s.demoUrl).hostname] : [],
      ),
    );
    return c.json({ items, hosts: [...hosts].sort() });
  });
}
