/**
 * The page document in swr (product §4 Store reads): key ['page', locale, slug], read through the
 * API-vs-db.json race. The boot's revalidation (src/app/revalidate.ts) feeds the same entry
 * through page-cache.ts, so an island that wakes later takes that answer instead of reading
 * again, and one already awake shows it at once. Lazy: only islands load it.
 */
import useSWR, { mutate } from 'swr';
import { Page } from '../domain/entities/page';
import { appStore } from '../state/store';
import { readBootInfo } from './context';
import { latestPage, onPage, putPage } from './page-cache';
import { AllRacersFailed, pageRacers, race } from './race';

/** The swr key of a page document. */
export const pageKey = (locale: string, slug: string) => ['page', locale, slug] as const;

/** Reads a page once through the race, recording a total failure in the store (product §4). */
export async function readPage(locale: string, slug: string): Promise<Page> {
  try {
    const { value } = await race(
      pageRacers({ slug, locale, apiVersion: readBootInfo().apiVersion, schema: Page }),
      (fresh) => putPage(locale, slug, fresh),
    );
    appStore().clearError();
    return value;
  } catch (error) {
    if (error instanceof AllRacersFailed) appStore().setError(error.message, error.source);
    throw error;
  }
}

onPage((locale, slug, page) => {
  void mutate(pageKey(locale, slug), page, { revalidate: false });
});

/**
 * The fresh page document, or undefined until it arrives (the island keeps showing its
 * prerendered props meanwhile). An answer already in the cache is not read again.
 */
export function usePage(locale: string, slug: string): Page | undefined {
  const { data } = useSWR(
    pageKey(locale, slug),
    () => latestPage(locale, slug) ?? readPage(locale, slug),
    {
      revalidateIfStale: false,
      revalidateOnFocus: false,
    },
  );
  return data;
}
