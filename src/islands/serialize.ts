/**
 * JSON that is safe inside an HTML <script> element: '<', '>', '&', U+2028 and U+2029 are
 * escaped so CMS text can never close the element.
 */
export function serializeJsonForHtml(value: unknown): string {
  return JSON.stringify(value).replace(UNSAFE_IN_SCRIPT, (c) => ESCAPES[c] ?? c);
}

/** One pass over the JSON text: every page's boot record and island props go through here. */
const UNSAFE_IN_SCRIPT = /[<>&\u2028\u2029]/g;
const ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};
