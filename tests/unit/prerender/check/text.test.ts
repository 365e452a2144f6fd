/**
 * The text checks (docs/compliance.md "The build's compliance check"): pages the real components
 * render pass; a word mixing Cyrillic and Latin letters and a long paragraph shown twice fail,
 * naming the word or the paragraph.
 */
import { describe, expect, it } from 'vitest';
import { Page } from '../../../../pages/content/+Page';
import { REPEATED_MIN_CHARS, scanText } from '../../../../prerender/check/text';
import { renderDocumentParts } from '../../../../renderer/document';
import type { PageView } from '../../../../src/domain/entities/page-view';
import { casino, everyComponent, pageView, richText } from '../../../fixtures/content';

const htmlOf = (view: PageView) => {
  const { head, body } = renderDocumentParts(Page, view);
  return `<html><head>${head}</head><body>${body}</body></html>`;
};
const home = htmlOf(pageView('home', 'home', everyComponent));
const review = htmlOf(pageView('casino', casino.slug));
const withText = (html: string) => htmlOf(pageView('default', 'about-us', [richText(html)]));
const rules = (html: string) => scanText(html).map((f) => f.rule);
/** A paragraph exactly `length` characters long. */
const prose = (length: number) =>
  'Дълъг абзац за казината и бонусите. '.repeat(10).slice(0, length);

describe('scanText: the words and paragraphs of one rendered page', () => {
  it('passes the pages the components render', () => {
    expect(scanText(home)).toEqual([]);
    expect(scanText(review)).toEqual([]);
  });

  it('fails a word mixing Cyrillic and Latin letters, naming it and its Latin letters', () => {
    // "Таксa" with a Latin a at the end, as the seed's cons had it.
    expect(scanText(withText('<p>Таксa при някои тегления</p>'))).toEqual([
      {
        rule: 'mixed-script',
        level: 'fail',
        detail: 'the word "Таксa" mixes Cyrillic and Latin letters (Latin: a)',
      },
    ]);
    // A Latin o inside, written as a character reference: the reader sees the same word.
    expect(scanText(withText('<p>Б&#111;нус</p>'))[0]?.detail).toContain('"Бoнус"');
    // Once per word, however often the page shows it.
    expect(scanText(withText('<p>Таксa, Таксa</p><h2>Таксa</h2>'))).toHaveLength(1);
  });

  it('passes Latin names beside Bulgarian words, and words split by a hyphen', () => {
    expect(rules(withText('<p>Varna Spins предлага RTP-то на слота Golden Fruits.</p>'))).toEqual(
      [],
    );
  });

  it('reads only what a reader sees: not scripts, styles or attributes', () => {
    const hidden = withText('<p title="Таксa">Текст</p>').replace(
      '</body>',
      '<script type="application/ld+json">{"name":"Таксa"}</script><style>.Таксa{}</style></body>',
    );
    expect(rules(hidden)).toEqual([]);
  });

  it(`fails a paragraph of ${String(REPEATED_MIN_CHARS)} characters or more shown twice, quoting it`, () => {
    const long = prose(REPEATED_MIN_CHARS);
    const found = scanText(withText(`<h2>Едно</h2><p>${long}</p><h2>Друго</h2><p>${long}</p>`));
    expect(found).toEqual([
      {
        rule: 'repeated-paragraph',
        level: 'fail',
        detail: `a paragraph shown 2 times: "${long.slice(0, 60)}…"`,
      },
    ]);
  });

  it('counts a paragraph as the reader reads it: its tags and spacing do not make it new', () => {
    const long = prose(100);
    const marked = `<p>${long.replace('казината', '<strong>казината</strong>')}</p>`;
    expect(rules(withText(`<p>${long}</p>${marked.replace(' ', '\n  ')}`))).toEqual([
      'repeated-paragraph',
    ]);
  });

  it('passes a shorter paragraph shown twice, and a long one shown once', () => {
    const short = prose(REPEATED_MIN_CHARS - 1);
    expect(rules(withText(`<p>${short}</p><p>${short}</p><p>${prose(300)}</p>`))).toEqual([]);
  });
});
