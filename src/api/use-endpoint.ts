/**
 * swr over the endpoint functions: one cache entry per endpoint, locale and arguments, so two
 * islands asking the same thing share one request and a revisit shows the last answer at once
 * while it revalidates. Lazy: only islands load it.
 */
import useSWR, { type SWRResponse } from 'swr';
import type { Endpoint } from './endpoints';

/** Options of {@link useEndpoint}. */
export type UseEndpointOptions<T> = {
  /** What the prerender rendered, shown until the API answers. */
  fallbackData?: T;
  /** Keep the last answer on screen while the arguments' answer loads. */
  keepPreviousData?: boolean;
};

/** The swr cache key of `endpoint` in `locale` with `args` (for a write to update it in place). */
export function endpointKey<A extends readonly (string | number)[]>(
  endpoint: Endpoint<A, unknown>,
  locale: string,
  args: A,
): readonly (string | number)[] {
  return [endpoint.name, locale, ...args];
}

/** Reads `endpoint` in `locale` with `args`; null args read nothing. */
export function useEndpoint<A extends readonly (string | number)[], T>(
  endpoint: Endpoint<A, T>,
  locale: string,
  args: NoInfer<A> | null,
  options: UseEndpointOptions<T> = {},
): SWRResponse<T, Error> {
  return useSWR<T, Error>(
    args === null ? null : endpointKey(endpoint, locale, args),
    () => endpoint.read(locale, ...(args as A)),
    {
      revalidateOnFocus: false,
      keepPreviousData: options.keepPreviousData ?? false,
      ...(options.fallbackData !== undefined ? { fallbackData: options.fallbackData } : {}),
    },
  );
}
