/** The pages bench/client.ts measures, as a comma-separated WHOLE_PAGE_URLS list of paths. */
export function onBeforePrerenderStart(): string[] {
  return (process.env.WHOLE_PAGE_URLS ?? '/').split(',').filter(Boolean);
}
