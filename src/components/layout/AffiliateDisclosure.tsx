/**
 * Affiliate disclosure and ranking criteria, shown next to every top list
 * (docs/compliance.md#what-every-page-shows).
 */
import { t } from '../../i18n';

/** The disclosure and the criteria the ranking is built on. */
export function AffiliateDisclosure() {
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
      </p>
    </div>
  );
}
