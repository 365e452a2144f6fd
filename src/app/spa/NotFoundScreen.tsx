/** The empty not-found shell screen (SPEC §2 'Any other path'); the miss is mailed (SPEC §7). */
import { useEffect } from 'react';
import { t } from '../../i18n';
import { reportNotFound } from '../../telemetry/not-found-mail';

/** Not found. */
export function NotFoundScreen({ homePath, locale }: { homePath: string; locale: string }) {
  useEffect(() => {
    const url = location.href;
    void reportNotFound({
      url,
      slug: location.pathname,
      locale,
      navigation: document.referrer ? [document.referrer, url] : [url],
    });
  }, [locale]);
  return (
    <section data-screen="not-found">
      <h1>{t('Not found')}</h1>
      <p>{t('The page you are looking for does not exist.')}</p>
      <a href={homePath}>{t('Back to the home page')}</a>
    </section>
  );
}
