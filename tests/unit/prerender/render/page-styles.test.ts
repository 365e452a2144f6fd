import { describe, expect, it } from 'vitest';
import { htmlTokens, PageStyles } from '../../../../prerender/render/page-styles';

const SHEET = [
  ':root{--c:red}',
  '*,:before{box-sizing:border-box}',
  'body{margin:0}',
  '.card{padding:1rem}',
  '.card .card__title,.teaser h2{font-weight:700}',
  '.modal{position:fixed}',
  '#age-gate[open]{display:grid}',
  '.button:not(.button--ghost):hover{color:blue}',
  'a[href$=".pdf"]{color:gray}',
  '@font-face{font-family:x;src:url(x.woff2)}',
  '@media (min-width:48rem){.card{padding:2rem}.modal{inset:0}}',
  '@media print{.modal{display:none}}',
  '.md\\:flex{display:flex}',
  '.quote::after{content:"}.modal{"}',
].join('');

const page = (html: string) => new PageStyles(SHEET).forPage(html);

describe('PageStyles', () => {
  it("keeps element, state and at-rules, and the rules of the page's classes and ids", () => {
    const css = page(
      '<main class="card"><dialog id="age-gate"></dialog><a class="button">x</a></main>',
    );
    expect(css).toBe(
      [
        ':root{--c:red}',
        '*,:before{box-sizing:border-box}',
        'body{margin:0}',
        '.card{padding:1rem}',
        '#age-gate[open]{display:grid}',
        '.button:not(.button--ghost):hover{color:blue}',
        'a[href$=".pdf"]{color:gray}',
        '@font-face{font-family:x;src:url(x.woff2)}',
        '@media (min-width:48rem){.card{padding:2rem}}',
        '.md\\:flex{display:flex}',
      ].join(''),
    );
  });

  it('keeps a rule when any one of its selectors can match', () => {
    expect(page('<div class="teaser"></div>')).toContain('.card .card__title,.teaser h2{');
    expect(page('<div class="card"></div>')).not.toContain('.card__title');
    expect(page('<div class="card card__title"></div>')).toContain('.card__title');
  });

  it('drops a group whose rules all go, and reads braces inside strings as text', () => {
    const css = page('<p class="quote"></p>');
    expect(css).not.toContain('@media print');
    expect(css).toContain('.quote::after{content:"}.modal{"}');
    expect(css).not.toContain('.modal{position');
  });

  it('answers the whole sheet for a page that uses every class', () => {
    const all = '<div class="card card__title teaser modal button quote" id="age-gate"></div>';
    expect(page(all)).toBe(SHEET);
  });
});

describe('htmlTokens', () => {
  it('reads classes and ids from attributes, not from text', () => {
    expect([...htmlTokens('<p class=" a  b" id="c">class="d"</p><i class="">')].sort()).toEqual([
      '#c',
      '.a',
      '.b',
    ]);
  });
});
