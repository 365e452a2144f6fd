/**
 * What the site keeps on the visitor's device, one table per consent category (GDPR art. 13,
 * ePrivacy art. 5(3)): rendered from the register the code reads and writes through
 * (src/domain/entities/stored-items.ts), so the privacy policy lists exactly what the code keeps.
 * Each table scrolls in its own box on a phone.
 */
import { CATEGORY_TEXT, ITEM_PURPOSE } from '../../domain/entities/stored-items-text';
import {
  CONSENT_CATEGORIES,
  type ConsentCategory,
  type StoredPlace,
} from '../../domain/entities/stored-items';
import {
  ITEM_TERMS,
  lifetimeOf,
  STORED_ITEMS,
  type LegalBasis,
  type Until,
} from '../../domain/entities/stored-items-terms';
import { plural, t } from '../../i18n';

const MS_PER_DAY = 86_400_000;

const PLACE_TEXT: Record<StoredPlace, string> = {
  cookie: 'Cookie',
  local: 'Local storage',
  session: 'Session storage',
  indexeddb: 'IndexedDB',
  cache: 'Cache storage',
  'third-party': "Third party's frame",
};

const BASIS_TEXT: Record<LegalBasis, string> = {
  consent: 'Consent, GDPR art. 6(1)(a)',
  contract: 'The terms of use, GDPR art. 6(1)(b)',
  'legal-obligation': 'Legal obligation, GDPR art. 6(1)(c)',
  'legitimate-interest': 'Legitimate interest, GDPR art. 6(1)(f)',
};

const UNTIL_TEXT: Record<Until, string> = {
  'tab-closed': 'Until the tab is closed',
  'sign-out': 'Until you sign out',
  'consent-withdrawn': 'Until you withdraw your consent',
  'browser-cleared': "Until you clear the browser's data",
  replaced: 'Until it is replaced by a newer one',
  'set-by-provider': 'As the provider sets it',
};

/** How long `item` lasts, in words (the register gives every item a Max-Age or an end). */
function lifetimeText(item: (typeof STORED_ITEMS)[number]): string {
  const lifetime = lifetimeOf(item);
  if (!lifetime) return '';
  if ('until' in lifetime) return t(UNTIL_TEXT[lifetime.until]);
  const count = Math.round(lifetime.maxAgeMs / MS_PER_DAY);
  return plural(count, { one: t('{count} day', { count }), other: t('{count} days', { count }) });
}

/** One item's row. */
function ItemRow({ item }: { item: (typeof STORED_ITEMS)[number] }) {
  return (
    <tr data-stored-item={item.name} data-category={item.category}>
      <th scope="row">
        <code>{'prefix' in item ? `${item.name}…` : item.name}</code>
      </th>
      <td>{t(PLACE_TEXT[item.place])}</td>
      <td>{t(ITEM_PURPOSE[item.name])}</td>
      <td>{t(BASIS_TEXT[ITEM_TERMS[item.name].basis])}</td>
      <td>{lifetimeText(item)}</td>
    </tr>
  );
}

/** One category: its name, what it covers and its items. */
function CategoryTable({ category }: { category: ConsentCategory }) {
  const { label, hint } = CATEGORY_TEXT[category];
  const id = `stored-${category}`;
  return (
    <section className="stored-items__category" data-category={category}>
      <h3 id={id}>{t(label)}</h3>
      <p>{t(hint)}</p>
      <div className="table-scroll" role="region" aria-labelledby={id}>
        <table className="table">
          <thead>
            <tr>
              <th scope="col">{t('Name')}</th>
              <th scope="col">{t('Where')}</th>
              <th scope="col">{t('Purpose')}</th>
              <th scope="col">{t('Legal basis')}</th>
              <th scope="col">{t('How long')}</th>
            </tr>
          </thead>
          <tbody>
            {STORED_ITEMS.filter((item) => item.category === category).map((item) => (
              <ItemRow key={item.name} item={item} />
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** The list, under the heading the CMS gives it. */
export function StoredItems({ heading }: { heading: string }) {
  return (
    <section className="stored-items">
      <h2>{heading}</h2>
      {CONSENT_CATEGORIES.map((category) => (
        <CategoryTable key={category} category={category} />
      ))}
    </section>
  );
}
