/**
 * Browser-safe stand-in for src/content/sanitize.ts as RichText imports it in this app only (see
 * vite.config.ts): sanitize-html cannot be bundled for the browser, so pages/content/+data.ts
 * sanitises every rich-text item on the server and RichText gets HTML that is already safe.
 */
export function sanitizeCmsHtml(html: string): string {
  return html;
}
