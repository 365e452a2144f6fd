/**
 * JSON that is safe inside an HTML <script> element: '<', '>', '&', U+2028 and U+2029 are
 * escaped so CMS text can never close the element (issue 4 safe output).
 */
export function serializeJsonForHtml(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
