/**
 * The notice on a review whose operator the locale may not link (docs/compliance.md): the review
 * stays, the reader learns why there is no link, from the casino's own licence records.
 */
import type { Casino } from '../../../domain/entities';
import { standingOf } from '../../../domain/rules/licence';
import { t } from '../../../i18n';
import { useLicenceRule, useOperatorLinkable } from '../../content/page-compliance';
import { lapseText, licenceName, REGISTER_TEXT } from '../../content/licence-text';

/** The notice, or nothing when the operator may be linked. */
export function LicenceWarning({ casino }: { casino: Casino }) {
  const standing = standingOf(casino.licences, useLicenceRule());
  const linkable = useOperatorLinkable(casino.affiliateCode);
  if (linkable && standing.ranked) return null;
  if (standing.ranked)
    return (
      <p className="notice notice--warn" role="note" data-licence-warning={casino.affiliateCode}>
        {t('Не даваме връзка към сайта на {casino}.', { casino: casino.name })}
      </p>
    );
  const licence = licenceName(standing.register);
  const lapse = lapseText(standing.status);
  return (
    <p className="notice notice--warn" role="note" data-licence-warning={casino.affiliateCode}>
      <strong>
        {`${t('Внимание: {casino} няма действащ {licence}', { casino: casino.name, licence })}${lapse ? ` (${lapse})` : ''}.`}
      </strong>{' '}
      {t(
        'Само оператори с действащ {licence} могат законно да предлагат хазартни игри на играчи в {country}, затова не даваме връзка към сайта му.',
        { licence, country: t(REGISTER_TEXT[standing.register].country) },
      )}
    </p>
  );
}
