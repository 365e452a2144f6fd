/** The site's published-versions record and each locale's popups configuration. */
import type { LocaleItem, PopupsConfig, WebsiteRecord } from '../../src/domain/entities';
import { iso } from './common';

/** The website record: the versions published now and one earlier release. */
export function makeWebsite(appVersion: string, apiVersion: string): WebsiteRecord {
  return {
    lang: 'bg',
    version: {
      appVersion,
      apiVersion,
      history: [{ appVersion: 'v5.20.11-bg', apiVersion: 'v5.19.3-bg', publishedAt: iso(14) }],
    },
  };
}

/** No caution popup and no forced refresh in any locale. */
export function makePopups(locales: LocaleItem[]): Record<string, PopupsConfig> {
  return Object.fromEntries(
    locales.map((l) => [
      l.locale,
      { caution: null, refresh: false, updatedAt: iso(3) } satisfies PopupsConfig,
    ]),
  );
}
