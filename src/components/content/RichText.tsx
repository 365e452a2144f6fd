/** CMS rich text, sanitised on the server before it reaches the page. */
import { sanitizeCmsHtml } from '../../content/sanitize';

/** The sanitised HTML. */
export function RichText({ html }: { html: string }) {
  return <div className="prose" dangerouslySetInnerHTML={{ __html: sanitizeCmsHtml(html) }} />;
}
