/** Placeholders the prerender pipeline swaps for each page's head and body (see +onRenderHtml). */
export const PROBE_HEAD = '<!--probe:head-->';
export const PROBE_BODY = '<!--probe:body-->';
