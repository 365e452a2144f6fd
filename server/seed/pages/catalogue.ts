/** The catalogue's pages: slots, payment providers and software providers. */
import type { Page } from '../../../src/domain/entities';
import { toCasinoSummary, toSlotSummary } from '../../summaries';
import { paymentBodyHtml } from './catalogue-prose';
import type { PageContext } from './page';
import { slotPage } from './slot-page';

/** Every slot of the locale, each with four of its studio's others. */
export function* slotPages(ctx: PageContext): Generator<Page> {
  const { slots } = ctx;
  for (const s of slots) {
    const similar = slots.filter((o) => o.provider === s.provider && o.id !== s.id).slice(0, 4);
    yield slotPage(
      ctx,
      s,
      // A decimal comma, as the page body writes it (docs/domain-notes.md#money-and-language).
      `${s.name} от ${s.providerName}: RTP ${s.rtp.toLocaleString('bg-BG')}%, волатилност и максимална печалба.`,
      similar,
    );
  }
}

/** A page per payment provider with the best casinos that take it. */
export function* paymentPages(ctx: PageContext): Generator<Page> {
  const { rng, ranked } = ctx;
  for (const p of ctx.payments) {
    const taking = ranked.filter((c) => c.paymentMethods.some((m) => m.providerSlug === p.slug));
    yield ctx.page({
      slug: p.slug,
      type: 'payment-provider',
      title: `${p.name} в онлайн казина`,
      description: `Казина, които приемат ${p.name}: лимити и време за теглене.`,
      content: [
        {
          component: 'rich-text',
          id: 'body',
          html: paymentBodyHtml(p, taking),
        },
        {
          component: 'casino-top-list',
          id: 'casinos',
          heading: `Казина с ${p.name}`,
          casinos: taking.slice(0, 10).map(toCasinoSummary),
        },
      ],
      updatedAt: ctx.daysAgo(rng.int(1, 60)),
      parts: { payment: p, image: p.logo },
    });
  }
}

/** A page per software provider with its slots and the best casinos that carry it. */
export function* providerPages(ctx: PageContext): Generator<Page> {
  const { rng, ranked, slots } = ctx;
  for (const p of ctx.providers) {
    yield ctx.page({
      slug: p.slug,
      type: 'software-provider',
      title: `${p.name}: слотове и казина`,
      description: `Игрите на ${p.name} и казината, които ги предлагат.`,
      content: [
        {
          component: 'slot-grid',
          id: 'slots',
          heading: `Слотове на ${p.name}`,
          slots: slots
            .filter((s) => s.provider === p.slug)
            .slice(0, 12)
            .map(toSlotSummary),
        },
        {
          component: 'casino-top-list',
          id: 'casinos',
          heading: `Казина с игри на ${p.name}`,
          casinos: ranked
            .filter((c) => c.softwareProviders.includes(p.slug))
            .slice(0, 6)
            .map(toCasinoSummary),
        },
      ],
      updatedAt: ctx.daysAgo(rng.int(1, 60)),
      parts: { provider: p, image: p.logo },
    });
  }
}
