/**
 * The 18+ and responsible-gambling notice on every page (FIELD-NOTES Bulgaria: "Хазартът води
 * до зависимост" belongs on every page; the NRA keeps the register of licensed operators).
 */
import { MINIMUM_AGE_YEARS } from '../../config/constants';
import { t } from '../../i18n';

/** A visible strip with the age limit and the addiction warning. */
export function ResponsibleGambling() {
  return (
    <aside className="rg-notice" aria-label={t('Gambling is addictive')}>
      <div className="container rg-notice__inner">
        <span className="age-badge" aria-label={t('18+')}>
          {MINIMUM_AGE_YEARS}+
        </span>
        <strong>{t('Gambling is addictive')}</strong>
        <span>{t('Play responsibly. Gambling is for adults over 18 only.')}</span>
      </div>
    </aside>
  );
}
