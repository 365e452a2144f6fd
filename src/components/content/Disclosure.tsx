/** Affiliate disclosure and ranking criteria next to top lists (FIELD-NOTES compliance). */
import { t } from '../../i18n';

/** The two notes. */
export function Disclosure() {
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
