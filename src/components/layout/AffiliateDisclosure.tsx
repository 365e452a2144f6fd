/**
 * Affiliate disclosure and ranking criteria, shown next to every top list (docs/compliance.md#what-every-page-shows);
 * where the locale's law follows a register, only its licensees rank (docs/compliance.md).
 */
import { t } from '../../i18n';
import { useLicenceRule } from '../content/page-compliance';
import { licenceName } from '../content/licence-text';

/** The disclosure and the criteria the ranking is built on. */
export function AffiliateDisclosure() {
  const register = useLicenceRule().licenceRegister;
  return (
    <div className="disclosure">
      <p>
        {t(
          'Affiliate disclosure: we may receive a commission when you open an account through our links. This does not affect our ratings.',
        )}
      </p>
      <p>
        {t(
          'Ranking criteria: licence, bonus terms, payment speed, game choice, support and mobile experience, scored from 0 to 10 and averaged.',
        )}
        {register === null
          ? null
          : ` ${t('Класираме само казина с действащ {licence}.', { licence: licenceName(register) })}`}
      </p>
    </div>
  );
}
