/**
 * CMS rich text is never trusted: a well-kept sanitiser keeps a small set
 * of text tags and drops scripts, event handlers, styles and javascript: URLs. Server-only (the
 * prerender and the server render), so its size never reaches the browser.
 */
import sanitizeHtml from 'sanitize-html';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'h2',
    'h3',
    'h4',
    'ul',
    'ol',
    'li',
    'a',
    'strong',
    'em',
    'b',
    'i',
    'blockquote',
    'br',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'img',
  ],
  // rel and target are set by transformTags (which runs first and drops the CMS's own).
  allowedAttributes: {
    a: ['href', 'title', 'rel', 'target'],
    img: ['src', 'alt', 'width', 'height', 'loading'],
    th: ['scope'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attribs) => {
      // The href as the browser reads it: surrounding white space does not hide a scheme.
      const href = (attribs.href ?? '').trim();
      const external = /^https?:/i.test(href);
      const { rel: _rel, target: _target, ...rest } = attribs;
      return {
        tagName,
        attribs: external
          ? { ...rest, href, rel: 'noopener noreferrer', target: '_blank' }
          : { ...rest, href },
      };
    },
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy' } }),
  },
};

/** Returns HTML safe to embed: only the allowed tags and attributes survive. */
export function sanitizeCmsHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

/**
 * `html` (sanitised) with each table in a box of its own that scrolls sideways, so a wide table
 * never widens the page on a phone (320 px); the box is a region named `label` (browsers let
 * the keyboard focus a box that scrolls).
 */
export function boxTables(html: string, label: string): string {
  const name = label.replace(/[&<>"]/g, (c) => `&#${String(c.charCodeAt(0))};`);
  return html
    .replaceAll('<table>', `<div class="table-scroll" role="region" aria-label="${name}"><table>`)
    .replaceAll('</table>', '</table></div>');
}
