/** The site's published-versions record, its settings and each locale's popups configuration. */
import {
  DEMO_PUBLISHER,
  type LocaleItem,
  type PopupsConfig,
  type SiteSettings,
  type WebsiteRecord,
} from '../../src/domain/entities';
import type { DaysAgo } from './common';

/** The website record: the versions published now and one earlier release. */
export function makeWebsite(
  appVersion: string,
  apiVersion: string,
  daysAgo: DaysAgo,
): WebsiteRecord {
  return {
    lang: 'bg',
    version: {
      appVersion,
      apiVersion,
      history: [{ appVersion: 'v5.20.11-bg', apiVersion: 'v5.19.3-bg', publishedAt: daysAgo(14) }],
    },
  };
}

/** No caution popup and no forced refresh in any locale. */
export function makePopups(locales: LocaleItem[], daysAgo: DaysAgo): Record<string, PopupsConfig> {
  return Object.fromEntries(
    locales.map((l) => [
      l.locale,
      { caution: null, refresh: false, updatedAt: daysAgo(3) } satisfies PopupsConfig,
    ]),
  );
}

/**
 * The site settings: a publisher that does not exist, so the seed names no real company; the
 * build refuses it outside the local stage (docs/compliance.md "Who runs the site").
 */
export function makeSettings(): SiteSettings {
  return { lang: 'bg', publisher: DEMO_PUBLISHER };
}
