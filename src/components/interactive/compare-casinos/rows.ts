/** The compare table's rows (product §2 named routes, /compare-casinos): what players check, in the order they read it. */
import type { Casino } from '../../../domain/entities';
import { formatEur } from '../../../domain/rules/money';
import { formatRating, meanRating } from '../../../domain/rules/rating';
import { formatDate, formatNumber, t } from '../../../i18n';
import { BONUS_TYPE_NAME } from '../../content/page-compliance';
import { statusText } from '../../content/licence-text';

/** One comparison row: label and the value per casino. */
export type Row = { label: string; values: string[] };

/** Rows of the table, in the order players read them. */
export function rowsFor(casinos: readonly Casino[], strict = false): Row[] {
  const row = (label: string, pick: (c: Casino) => string): Row => ({
    label,
    values: casinos.map(pick),
  });
  return [
    row(t('Rating'), (c) => formatRating(meanRating(c.ratingItems))),
    // docs/compliance.md: a licence is shown with its status, never as a bare number.
    row(t('Licence'), (c) =>
      c.licences.map((l) => `${l.authority} ${l.number} (${statusText(l.status)})`).join(', '),
    ),
    row(t('Established'), (c) => String(c.established)),
    row(t('Operator'), (c) => c.operator),
    // docs/compliance.md: under the strict reading an offer is named by its kind, without figures.
    row(t('Welcome bonus'), (c) => {
      const offer = c.bonuses[0];
      if (!offer) return t('None');
      return strict ? BONUS_TYPE_NAME[offer.type] : offer.headline;
    }),
    // docs/compliance.md: an offer's verified date goes wherever the offer does.
    row(t('Бонусът е проверен'), (c) => (c.bonuses[0] ? formatDate(c.bonuses[0].verifiedAt) : '—')),
    row(t('Wagering'), (c) => (c.bonuses[0] ? `${c.bonuses[0].terms.wageringMultiplier}x` : '—')),
    row(t('Minimum deposit'), (c) => formatEur(c.minDeposit.amount)),
    row(t('Payment methods'), (c) => c.paymentMethods.map((p) => p.name).join(', ')),
    row(t('Games'), (c) => formatNumber(c.gameCount)),
    row(t('Live chat'), (c) => (c.liveChat ? t('Yes') : t('No'))),
  ];
}
