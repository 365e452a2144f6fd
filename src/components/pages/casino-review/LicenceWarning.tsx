/**
 * The notice on a review whose operator the locale may not link (Gambling Act art. 3(1),
 * docs/compliance.md): the review stays, the reader learns why there is no link.
 */
import type { Casino } from '../../../domain/entities';
import { t } from '../../../i18n';
import { useOperatorLinkable } from '../../content/unlinked';

/** The notice, or nothing when the operator may be linked. */
export function LicenceWarning({ casino }: { casino: Casino }) {
  if (useOperatorLinkable(casino.affiliateCode)) return null;
  return (
    <p className="notice notice--warn" role="note" data-licence-warning={casino.affiliateCode}>
      <strong>
        {t('Внимание: {casino} няма действащ лиценз от НАП.', { casino: casino.name })}
      </strong>{' '}
      {t(
        'По Закона за хазарта само оператори с лиценз от НАП могат да предлагат хазартни игри в България, затова не даваме връзка към сайта му.',
      )}
    </p>
  );
}
