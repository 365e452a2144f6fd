/** The empty not-found shell screen (SPEC §2 'Any other path'). */
import { t } from '../../i18n';

/** Not found. */
export function NotFoundScreen({ homePath }: { homePath: string }) {
  return (
    <section data-screen="not-found">
      <h1>{t('Not found')}</h1>
      <p>{t('The page you are looking for does not exist.')}</p>
      <a href={homePath}>{t('Back to the home page')}</a>
    </section>
  );
}
