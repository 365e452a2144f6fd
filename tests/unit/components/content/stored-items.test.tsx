/**
 * The privacy policy's list of what is stored is the register itself (docs/consent.md): each
 * item once, in its category's table, with its purpose, basis and lifetime in Bulgarian; and a
 * CMS table scrolls in a box of its own.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { StoredItems } from '../../../../src/components/content/StoredItems';
import { RichText } from '../../../../src/components/content/RichText';
import { CONSENT_CATEGORIES } from '../../../../src/domain/entities/stored-items';
import { STORED_ITEMS } from '../../../../src/domain/entities/stored-items-terms';

const html = renderToStaticMarkup(<StoredItems heading="Какво пазим на устройството ви" />);

describe('the stored-items component', () => {
  it('has a table for each category, in the banner’s order', () => {
    const categories = [
      ...html.matchAll(/<section class="stored-items__category" data-category="(\w+)"/g),
    ];
    expect(categories.map((m) => m[1])).toEqual([...CONSENT_CATEGORIES]);
    expect(html).toContain('<h3 id="stored-necessary">Необходими</h3>');
    expect(html).toContain('<h3 id="stored-analytics">Статистика</h3>');
    expect(html).toContain('<h3 id="stored-marketing">Маркетинг</h3>');
  });

  it('lists every item once, under its own category', () => {
    const rows = [...html.matchAll(/<tr data-stored-item="([^"]+)" data-category="(\w+)"/g)];
    expect(rows.map((m) => [m[1], m[2]])).toEqual(
      CONSENT_CATEGORIES.flatMap((category) =>
        STORED_ITEMS.filter((item) => item.category === category).map((item) => [
          item.name,
          category,
        ]),
      ),
    );
  });

  it('says where, why, on which basis and how long, in Bulgarian', () => {
    const row = (name: string) =>
      html.slice(html.indexOf(`data-stored-item="${name}"`)).split('</tr>')[0] ?? '';
    expect(row('refId')).toContain('<td>Бисквитка</td>');
    expect(row('refId')).toContain('Съгласие, чл. 6, ал. 1, б. „а“ ОРЗД');
    expect(row('refId')).toContain('<td>30 дни</td>');
    expect(row('accept-cookies')).toContain('<td>180 дни</td>');
    expect(row('anonId')).toContain('До оттегляне на съгласието');
    expect(row('navigationHistory')).toContain('<td>Хранилище на сесията</td>');
    expect(row('firebase:')).toContain('<code>firebase:…</code>');
    expect(html).not.toMatch(/>[A-Z][a-z]+ [a-z]+[^<]*</);
  });

  it('puts each table in a region that scrolls on its own', () => {
    expect(
      html.match(/<div class="table-scroll" role="region" aria-labelledby="stored-\w+">/g),
    ).toHaveLength(CONSENT_CATEGORIES.length);
  });
});

describe('a CMS table', () => {
  it('scrolls in a named box of its own', () => {
    const out = renderToStaticMarkup(
      <RichText html="<p>а</p><table><tr><td>б</td></tr></table><table><tr><td>в</td></tr></table>" />,
    );
    expect(
      out.match(/<div class="table-scroll" role="region" aria-label="Таблица"><table>/g),
    ).toHaveLength(2);
    expect(out.match(/<\/table><\/div>/g)).toHaveLength(2);
  });
});
