/**
 * CMS rich text, sanitised on the server before it reaches the page; its tables scroll in boxes
 * of their own on a phone.
 */
import { boxTables, sanitizeCmsHtml } from '../../content/sanitize';
import { t } from '../../i18n';

/** The sanitised HTML. */
export function RichText({ html }: { html: string }) {
  const safe = boxTables(sanitizeCmsHtml(html), t('Table'));
  return <div className="prose" dangerouslySetInnerHTML={{ __html: safe }} />;
}
