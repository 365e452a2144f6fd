/**
 * SWR on top of the store race (SPEC §4) for islands: `usePage(slug, fallback)` starts from the
 * prerendered data and revalidates through the API-vs-db.json race. Lazily loaded with the
 * island that uses it.
 */
import useSWR from 'swr';
import { Page } from '../domain/entities/page';
import { appStore } from '../state/store';
import { browserContext, cdnRewriteFor, readBootInfo } from '../app/context';
import { clientConfig } from './config';
import { pageRacers, race, AllRacersFailed } from './race';

/** The page `slug` of the current locale, booted from `fallback`, revalidated by the race. */
export function usePage(slug: string, fallback: Page): Page {
  const { data } = useSWR(
    ['page', slug],
    async () => {
      const config = clientConfig();
      const boot = readBootInfo();
      const ctx = browserContext(boot, config);
      try {
        const { value } = await race(
          pageRacers({
            slug,
            locale: boot.locale,
            apiVersion: boot.apiVersion,
            apiBaseUrl: config.apiBaseUrl,
            storageBaseUrl: config.storageBaseUrl,
            lang: config.lang,
            schema: Page,
            ctx,
            rewrite: cdnRewriteFor(config, ctx.isPreview),
          }),
        );
        appStore().clearError();
        return value;
      } catch (error) {
        if (error instanceof AllRacersFailed) appStore().setError(error.message, error.source);
        throw error;
      }
    },
    { fallbackData: fallback, revalidateOnFocus: false },
  );
  return data;
}
