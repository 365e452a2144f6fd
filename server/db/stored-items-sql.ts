/**
 * Migration 12 (docs/consent.md), frozen like every shipped migration. A helpful vote's visitor
 * id is kept in one spelling (trimmed, lower case), the first of votes that differ only in
 * spelling staying. A stored privacy policy lists what is stored from the code's register: the
 * `stored-items` component is added, and the hand-written cookie table of the first seed gives
 * way to a pointer to it (a text edited since stays as it is).
 */

/** A text as an SQL literal. */
const text = (value: string) => `'${value.replaceAll("'", "''")}'`;

/** The cookie table the first seed's privacy policy carried by hand. */
const FIRST_COOKIE_TABLE =
  '<table><thead><tr><th>Бисквитка</th><th>Цел</th><th>Срок</th></tr></thead><tbody><tr><td>accept-cookies</td><td>необходима: помни избора ви за бисквитки</td><td>6 месеца</td></tr><tr><td>age-regulation</td><td>необходима: помни потвърждението за 18+</td><td>6 месеца</td></tr><tr><td>refId</td><td>необходима за поисканата услуга: помни линка за покана от приятел до регистрацията</td><td>30 дни</td></tr><tr><td>anonId (локално хранилище)</td><td>анонимен идентификатор на браузъра за статистиката (само със съгласие) и за точките в общността</td><td>до изтриване от браузъра</td></tr></tbody></table>';

/** What replaces it: a pointer to the list at the end of the page. */
const POINTER =
  '<p>Всичко, което сайтът пази на устройството ви, с целта, правното основание и срока, е изброено по категории в края на тази страница.</p>';

/** The list's content item. */
const STORED_ITEMS_ITEM = JSON.stringify([
  { component: 'stored-items', id: 'stored', heading: 'Какво пазим на устройството ви' },
]);

/** The migration's SQL. */
export const STORED_ITEMS_SQL = `
  delete from review_votes v using review_votes w
  where v.review_id = w.review_id
    and lower(trim(v.visitor_id)) = lower(trim(w.visitor_id))
    and (v.created_at, v.visitor_id) > (w.created_at, w.visitor_id);
  update review_votes set visitor_id = lower(trim(visitor_id))
  where visitor_id <> lower(trim(visitor_id));
  update pages set doc = replace(doc::text, ${text(FIRST_COOKIE_TABLE)}, ${text(POINTER)})::jsonb
  where slug = 'privacy-policy' and strpos(doc::text, ${text(FIRST_COOKIE_TABLE)}) > 0;
  update pages set doc = jsonb_set(doc, '{content}', (doc->'content') || ${text(STORED_ITEMS_ITEM)}::jsonb)
  where slug = 'privacy-policy' and jsonb_typeof(doc->'content') = 'array'
    and not exists (
      select 1 from jsonb_array_elements(doc->'content') c where c->>'component' = 'stored-items'
    );
`;
