/** CMS rich text, sanitised at render time (issue 4 safe output). */
import { sanitizeCmsHtml } from '../../content/sanitize';

/** Renders the sanitised HTML. */
export function RichText({ html }: { html: string }) {
  return <div className="rich-text" dangerouslySetInnerHTML={{ __html: sanitizeCmsHtml(html) }} />;
}
