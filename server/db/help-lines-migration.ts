/**
 * Migration 13 (docs/compliance.md "Help resources", "Who runs the site"), in a file of its own
 * beside server/db/migrations.ts, which lists it. Never edited once shipped.
 */
import type { Migration } from './db';

/** A JSON value as an SQL literal. */
const jsonb = (value: unknown) => `'${JSON.stringify(value).replaceAll("'", "''")}'::jsonb`;

export const HELP_LINES_AND_PUBLISHER: Migration = {
  version: 13,
  name: 'help-lines-and-publisher',
  // A locale's help is a list of lines, each with its source and check date: a stored single
  // line becomes that list (the old seed's line without a number becomes its country's real
  // one), and a database with content gets the site settings with the clearly fictional
  // publisher, which only the test-host stages build with. The literals are this migration's
  // own: the seed may change, they may not.
  sql: `
      insert into documents (key, doc)
      select 'site-settings:bg', ${jsonb({
        lang: 'bg',
        publisher: {
          name: 'Примерно издателство ЕООД',
          eik: '000000000',
          address: 'гр. София 1000, ул. „Примерна“ № 1',
          email: 'kontakt@example.com',
          phone: null,
          dpo: { name: 'Примерно длъжностно лице', email: 'dpo@example.com' },
        },
      })}
      where exists (select 1 from locales)
      on conflict (key) do nothing;
      update locales set doc = jsonb_set(doc, '{compliance,help}',
        ((doc #> '{compliance,help}') - 'helpLine') || jsonb_build_object('services',
          case
            when jsonb_typeof(doc #> '{compliance,help,helpLine,phone}') = 'string' then
              jsonb_build_array((doc #> '{compliance,help,helpLine}')
                || '{"operator": null, "hours": null, "source": null, "checkedAt": null}'::jsonb)
            when doc #>> '{country,cc_alpha2}' = 'BG' then ${jsonb([
              {
                name: 'Национална информационна линия за наркотиците, алкохола и хазарта (НИЛНАХ)',
                operator: 'Сдружение „Фракарита България“',
                phone: '0888 99 18 66',
                url: 'https://www.drugsinfo-bg.org/',
                hours: null,
                source: 'https://www.drugsinfo-bg.org/',
                checkedAt: '2026-11-28T00:00:00.000Z',
              },
            ])}
            when doc #>> '{country,cc_alpha2}' = 'DE' then ${jsonb([
              {
                name: 'Безплатна линия за консултации при хазартна зависимост в Германия',
                operator: 'Bundesinstitut für Öffentliche Gesundheit (BIÖG, преди BZgA)',
                phone: '0800 1 37 27 00',
                url: 'https://www.check-dein-spiel.de/',
                hours: null,
                source:
                  'https://gluecksspiel-behoerde.de/de/news/324-ggl-begruesst-weiter-finanzierung-der-bzga-gluecksspielsucht-hotline-durch-gluecksspielindustrie',
                checkedAt: '2026-11-28T00:00:00.000Z',
              },
            ])}
            else '[]'::jsonb
          end))
      where (doc #> '{compliance,help}') ? 'helpLine';
    `,
};
