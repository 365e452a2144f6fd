import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  noteWrittenHtml,
  recordScriptHashes,
  takeWrittenHashes,
} from '../../../prerender/site-headers';
import {
  HEADERS_LINE_MAX_CHARS,
  headersFileText,
  parseHeadersFile,
} from '../../../src/domain/rules/headers-file';

const sha = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;

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

describe('script hashes recorded per build', () => {
  it('a full build records what it wrote; a patch adds to what its build had', async () => {
    const out = mkdtempSync(join(tmpdir(), 'site-headers-'));
    try {
      const page = (build: string, slug: string) =>
        join(out, '.builds', build, 'bg-BG', 'html', slug, 'index.html');
      const html = (code: string) => Buffer.from(`<p>x</p><script>${code}</script>`);
      noteWrittenHtml(page('b1', 'home'), html('one()'));
      noteWrittenHtml(page('b2', 'other'), html('other()'));
      await recordScriptHashes(out, 'b1', [
        {
          code: 'bg-BG',
          buildId: 'b1',
          hashes: [...takeWrittenHashes(join(out, '.builds', 'b1', 'bg-BG', 'html'))],
        },
      ]);
      const sidecar = (build: string) =>
        JSON.parse(
          readFileSync(join(out, '.builds', build, 'script-hashes-bg-BG.json'), 'utf8'),
        ) as unknown;
      expect(sidecar('b1')).toEqual([sha('one()')]);
      // Build b3 patches b1: its staged pages are under b3, the hashes go to b1.
      noteWrittenHtml(page('b3', 'news'), html('two()'));
      await recordScriptHashes(out, 'b3', [
        {
          code: 'bg-BG',
          buildId: 'b1',
          hashes: [...takeWrittenHashes(join(out, '.builds', 'b3', 'bg-BG', 'html'))],
        },
      ]);
      expect(sidecar('b1')).toEqual([sha('one()'), sha('two()')].sort());
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });
});
