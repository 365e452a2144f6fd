/** Benchmark scaling: extra slot pages in bg-BG until the page target is met. */
import type { Page } from '../../../src/domain/entities';
import { toSlotSummary } from '../../summaries';
import { paragraphs } from '../common';
import { makeSlot } from '../slots';
import * as W from '../words';
import type { PageContext } from './page';

/** Pages after the `count` already made, up to the target (bg-BG only; none when met). */
export function* scalePages(ctx: PageContext, count: number): Generator<Page> {
  const { rng, slots } = ctx;
  if (!ctx.isRoot) return;
  for (let i = 0; count + i < ctx.extra; i += 1) {
    const s = makeSlot(
      ctx,
      slots.length + i,
      `${rng.pick(W.SLOT_FIRST)} ${rng.pick(W.SLOT_SECOND)} ${i + 1}`,
    );
    yield ctx.page(
      s.slug,
      'slot',
      `${s.name} слот: ревю и демо`,
      `${s.name}: RTP ${s.rtp}%.`,
      [
        {
          component: 'rich-text',
          id: 'body',
          html: `<h2>Как се играе ${s.name}</h2>${paragraphs(rng, 2)}`,
        },
        {
          component: 'slot-grid',
          id: 'similar',
          heading: 'Подобни слотове',
          slots: slots.slice(i % 100, (i % 100) + 4).map(toSlotSummary),
        },
      ],
      s.releasedAt,
      { slot: s, image: s.logo },
    );
  }
}
