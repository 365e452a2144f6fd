/** When an offer's terms were last verified, shown wherever the offer is (docs/compliance.md). */
import { marks } from '../../domain/marks';
import { formatDate, formatDateIso, t } from '../../i18n';

/** The date line, or nothing for an offer never verified; the build's compliance check reads its attribute. */
export function VerifiedDate({ at }: { at: string | null }) {
  if (!at) return null;
  return (
    <span className="muted small verified" {...marks.verifiedAt(at)}>
      {t('Бонусът е проверен')}: <time dateTime={formatDateIso(at)}>{formatDate(at)}</time>
    </span>
  );
}
