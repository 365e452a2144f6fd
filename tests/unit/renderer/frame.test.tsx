import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Page } from '../../../pages/content/+Page';
import { renderDocumentParts } from '../../../renderer/document';
import { frameOf } from '../../../renderer/frame';
import { Layout, PageRules } from '../../../src/components/layout/Layout';
import { Shell } from '../../../src/components/layout/Shell';
import type { PageView } from '../../../src/domain/entities/page-view';
import { pageView } from '../../fixtures/content';

/** `view` with its locale, header and footer as objects of their own: no frame kept for them. */
const cold = (view: PageView): PageView => ({
  ...view,
  locale: structuredClone(view.locale),
  header: structuredClone(view.header),
  footer: structuredClone(view.footer),
});

/** The page rendered as one tree, as it was before its frame was kept: React's ids aside. */
const whole = (view: PageView) =>
  renderToString(
    <Shell>
      <Layout view={view}>
        <PageRules view={view}>
          <Page view={view} />
        </PageRules>
      </Layout>
    </Shell>,
  );
const ids = (html: string) => html.replace(/_(?:frame-)?R_\w+_/g, 'id');

describe('the frame of a locale (renderer/frame.tsx)', () => {
  it('gives the body one render of the whole page gives, its preloads first', () => {
    for (const view of [pageView('slot', 'book-of-ra'), pageView('casino', 'yantra-royal')]) {
      const parts = renderDocumentParts(Page, view);
      const body = parts.body.slice(0, parts.body.length - parts.boot.length);
      // The age gate of a regulated locale follows (product §4).
      expect(ids(body).slice(0, ids(whole(view)).length)).toBe(ids(whole(view)));
    }
    const slot = renderDocumentParts(Page, pageView('slot', 'book-of-ra'));
    expect(slot.preloads).toMatch(/^<link rel="preload" as="image"/);
    expect(slot.body.startsWith(slot.preloads)).toBe(true);
  });

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
