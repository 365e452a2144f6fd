/**
 * The checks of a page given in pieces (records/page-pieces.ts), as the render worker gives it:
 * the same findings as over the page as one string, a shared piece read once.
 */
import { describe, expect, it, vi } from 'vitest';
import { collectLinks, collectPieceLinks } from '../../../../prerender/check/links';
import { scanText, scanTextPieces } from '../../../../prerender/check/text';
import { perPiece, type PagePieces, type Piece } from '../../../../prerender/records/page-pieces';
import { PageStyles } from '../../../../prerender/render/page-styles';

const paragraph = `<p>${'Хазартът води до зависимост, играйте отговорно и с мярка. '.repeat(2)}</p>`;
const shared = (text: string): Piece => ({ text, role: 'shared' });
/** A frame around `main`: a header and a footer every page shares, one paragraph in the footer. */
const page = (main: string, title: string): PagePieces => ({
  head: [
    shared('<html><head><meta charset="utf-8">'),
    { text: `<title>${title}</title>`, role: 'page' },
  ],
  body: [
    shared(
      '</head><body><header class="site-header"><a href="/de">Лого</a></header><main id="main">',
    ),
    { text: main, role: 'main' },
    shared(
      `</main><footer class="site-footer"><a href="/de/about-us">За нас</a>${paragraph}</footer>`,
    ),
    {
      text: '<script type="application/json" id="boot">{"slug":"x"}</script></body></html>',
      role: 'page',
    },
  ],
});
const joined = ({ head, body }: PagePieces) => [...head, ...body].map((p) => p.text).join('');

describe('a page in pieces', () => {
  const pages = [
    page(`<a href="/de/yantra-royal" class="card">Ревю</a><p>Таксa</p>`, 'Казино'),
    page(`<a href="/de/about-us">За нас</a>${paragraph}`, 'Казинo'),
    page('<p>Нищо особено.</p>', 'Казино'),
  ];

  it('finds what the whole page finds: mixed words, a paragraph the frame shows too', () => {
    for (const pieces of pages) expect(scanTextPieces(pieces)).toEqual(scanText(joined(pieces)));
    expect(scanTextPieces(pages[1] as PagePieces).map((f) => f.rule)).toEqual([
      'mixed-script',
      'repeated-paragraph',
    ]);
  });

  it('collects the links the whole page has, its own those of its main content', () => {
    for (const pieces of pages) {
      const all = [...pieces.head, ...pieces.body];
      expect(collectPieceLinks(all)).toEqual(collectLinks(joined(pieces)));
    }
  });

  it('picks the rules the whole page uses', () => {
    const styles = new PageStyles('.card{color:red}.site-footer{margin:0}.unused{color:blue}');
    for (const pieces of pages) {
      const all = [...pieces.head, ...pieces.body];
      expect(styles.forPieces(all)).toBe(styles.forPage(joined(pieces)));
    }
  });

  it('reads a shared piece once, a piece of the page each time', () => {
    const read = vi.fn((text: string) => text.length);
    const each = perPiece(read);
    for (const pieces of pages) each(pieces.body);
    // Two shared pieces once, then each page's main content and boot record.
    expect(read).toHaveBeenCalledTimes(2 + 2 * pages.length);
  });
});
