/** A slot's review page, shared by the catalogue's slots and the benchmark's extra ones. */
import type { Page, Slot } from '../../../src/domain/entities';
import { toSlotSummary } from '../../summaries';
import { slotHowToHtml } from './catalogue-prose';
import type { PageContext } from './page';

/** The page of slot `s`, described by `description`, with `similar` slots under it. */
export function slotPage(ctx: PageContext, s: Slot, description: string, similar: Slot[]): Page {
  return ctx.page({
    slug: s.slug,
    type: 'slot',
    title: `${s.name} слот: ревю и демо`,
    description: description,
    content: [
      {
        component: 'rich-text',
        id: 'body',
        html: slotHowToHtml(s),
      },
      {
        component: 'slot-grid',
        id: 'similar',
        heading: 'Подобни слотове',
        slots: similar.map(toSlotSummary),
      },
    ],
    updatedAt: s.releasedAt,
    parts: { slot: s, image: s.logo },
  });
}
