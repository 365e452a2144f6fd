/**
 * The empty not-found shell screen (product §2 'Any other path'), whose miss is mailed (product §7),
 * and the text a screen shows while its first loader runs.
 */
import { useEffect } from 'react';
import { t } from '../../i18n';
import { applyScreenHead } from '../../components/layout/screen-head';
import { reportNotFound } from '../../telemetry/not-found-mail';

/** What shows while a route's first loader runs: the prerendered shell's own text. */
export function LoadingScreen() {
  return <p>{t('Loading…')}</p>;
}

/** Not found; `report: false` for an address that exists but is not this visitor's to follow. */
export function NotFoundScreen({
  homePath,
  locale,
  report = true,
}: {
  homePath: string;
  locale: string;
  report?: boolean;
}) {
  useEffect(() => {
    applyScreenHead('not-found');
    if (!report) return;
    const url = location.href;
    void reportNotFound({
      url,
      slug: location.pathname,
      locale,
      navigation: document.referrer ? [document.referrer, url] : [url],
    });
  }, [locale, report]);
  return (
    <section data-screen="not-found">
      <h1>{t('Not found')}</h1>
      <p>{t('The page you are looking for does not exist.')}</p>
      <a href={homePath}>{t('Back to the home page')}</a>
    </section>
  );
}
