import { describe, expect, it } from 'vitest';
import { Page } from '../../../pages/content/+Page';
import { renderDocumentParts } from '../../../renderer/document';
import { frameOf } from '../../../renderer/frame';
import type { PageView } from '../../../src/domain/entities/page-view';
import { pageView } from '../../fixtures/content';

/** `view` with its locale, header and footer as objects of their own: no frame kept for them. */
const cold = (view: PageView): PageView => ({
  ...view,
  locale: structuredClone(view.locale),
  header: structuredClone(view.header),
  footer: structuredClone(view.footer),
});

describe('the frame of a locale (renderer/frame.tsx)', () => {
  it('renders each page as a render of its own would: nothing of one page stays in the frame', () => {
    const first = pageView('casino', 'yantra-royal');
    const views = [pageView('slot', 'book-of-ra'), pageView('home', 'home')];
    renderDocumentParts(Page, first);
    for (const view of views) {
      const warm = renderDocumentParts(Page, {
        ...view,
        locale: first.locale,
        header: first.header,
        footer: first.footer,
      });
      expect(warm).toEqual(renderDocumentParts(Page, cold(view)));
    }
  });

  it('sets the page into the frame once, inside <main>, with the header before and the footer after', () => {
    const { body } = renderDocumentParts(Page, pageView('casino', 'yantra-royal'));
    const main = body.indexOf('<main id="main"');
    expect(body.match(/<main\b/g)).toHaveLength(1);
    expect(body.indexOf('<header')).toBeLessThan(main);
    expect(body.indexOf('<footer')).toBeGreaterThan(main);
    expect(body.slice(main, body.indexOf('</main>'))).toContain('Заглавие yantra-royal');
  });

  it('is rendered again when the header or the footer is another answer', () => {
    const view = pageView('home', 'home');
    const before = frameOf(view).before;
    const renamed = structuredClone(view.header);
    renamed.menu = [];
    expect(frameOf({ ...view, header: renamed }).before).not.toBe(before);
    expect(frameOf(view).before).toBe(before);
  });
});
