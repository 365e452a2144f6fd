import { describe, expect, it } from 'vitest';
import { serializeJsonForHtml } from '../../../src/islands/serialize';

describe('serializeJsonForHtml', () => {
  it.each([
    ['a closing script tag', { html: '</script><script>alert(1)</script>' }],
    ['an HTML comment opener', ['<!--', '-->']],
    ['entities and ampersands', { q: 'a&b &amp; &lt;' }],
    ['line and paragraph separators', { s: 'x\u2028y\u2029z' }],
    ['plain Bulgarian text', { title: 'Казино ръководство', n: 96.5, ok: true, none: null }],
  ])('%s: no <, >, & or U+2028/9 survive, and it parses back to the same value', (_, value) => {
    const text = serializeJsonForHtml(value);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(value);
  });
});
