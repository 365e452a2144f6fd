/**
 * The 18+ and responsible-gambling notice on every page (docs/compliance.md#what-every-page-shows:
 * "Хазартът води до зависимост" belongs on every page; the NRA keeps the register of licensed
 * operators). Its data-rg marks are what the build's compliance check looks for
 * (docs/compliance.md); on a strict locale (State Gazette 42/2024) it covers at least a tenth of
 * the viewport.
 */
import { MINIMUM_AGE_YEARS } from '../../config/constants';
import { marks } from '../../domain/marks';
import { t } from '../../i18n';

/** A visible strip with the age limit and the addiction warning; enlarged when `strict`. */
export function ResponsibleGambling({ strict = false }: { strict?: boolean }) {
  return (
    <aside
      className={strict ? 'rg-notice rg-notice--strict' : 'rg-notice'}
      aria-label={t('Gambling is addictive')}
      {...(strict ? marks.rgStrict() : {})}
    >
      <div className="container rg-notice__inner">
        <span className="age-badge" aria-label={t('18+')} {...marks.rg('age')}>
          {`${String(MINIMUM_AGE_YEARS)}+`}
        </span>
        <strong {...marks.rg('addiction')}>{t('Gambling is addictive')}</strong>
        <span>{t('Play responsibly. Gambling is for adults over 18 only.')}</span>
      </div>
    </aside>
  );
}
