import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  HEADERS_LINE_MAX_CHARS,
  headersFileText,
  inlineScriptHashes,
  parseHeadersFile,
} from '../../../prerender/site-headers';

const sha = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;

describe('inline script hashes of the written HTML', () => {
  it('hashes scripts a browser runs, never data blocks or external scripts', () => {
    const html = [
      '<script>window.a=1</script>',
      '<script type="module">import("/x.js")</script>',
      "<SCRIPT type='text/javascript'>b()</SCRIPT >",
      '<script type="application/ld+json">{"@type":"Thing"}</script>',
      '<script type="application/json" id="boot">{}</script>',
      '<script src="/assets/a.js" type="module" async></script>',
      '<script async src=/b.js>ignored()</script>',
    ].join('');
    expect(inlineScriptHashes(html)).toEqual([
      sha('window.a=1'),
      sha('import("/x.js")'),
      sha('b()'),
    ]);
  });

  it('hashes the exact text, Cyrillic included', () => {
    expect(inlineScriptHashes('<script>t("Казино")</script>')).toEqual([sha('t("Казино")')]);
  });
});

describe('the _headers file (Netlify, Cloudflare Pages)', () => {
  it('round-trips the headers of its /* rule', () => {
    const headers = { 'Content-Security-Policy': "default-src 'self'", 'X-Frame-Options': 'DENY' };
    const text = headersFileText(headers);
    expect(text).toContain("/*\n  Content-Security-Policy: default-src 'self'\n");
    expect(parseHeadersFile(text)).toEqual(headers);
    expect(parseHeadersFile(`${text}/other\n  X-Other: 1\n`)).toEqual(headers);
  });

  it('refuses a line a CDN would refuse', () => {
    expect(() =>
      headersFileText({ 'Content-Security-Policy': 'x'.repeat(HEADERS_LINE_MAX_CHARS) }),
    ).toThrow(/_headers: a line of/);
  });
});
