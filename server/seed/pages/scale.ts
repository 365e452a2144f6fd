/** Benchmark scaling: extra slot pages in bg-BG until the page target is met. */
import type { Page } from '../../../src/domain/entities';
import { makeSlot } from '../slots';
import * as W from '../words';
import type { PageContext } from './page';
import { slotPage } from './slot-page';

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
    yield slotPage(ctx, s, `${s.name}: RTP ${s.rtp}%.`, slots.slice(i % 100, (i % 100) + 4));
  }
}
