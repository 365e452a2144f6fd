import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { recordScriptHashes } from '../../../../prerender/publish/headers-file';
import {
  HEADERS_LINE_MAX_CHARS,
  headersFileText,
  parseHeadersFile,
} from '../../../../src/domain/rules/headers-file';

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
      await recordScriptHashes(out, 'b1', [
        { code: 'bg-BG', buildId: 'b1', hashes: [sha('one()')] },
      ]);
      const sidecar = (build: string) =>
        JSON.parse(
          readFileSync(join(out, '.builds', build, 'script-hashes-bg-BG.json'), 'utf8'),
        ) as unknown;
      expect(sidecar('b1')).toEqual([sha('one()')]);
      // Build b3 patches b1: its staged pages are under b3, the hashes go to b1.
      await recordScriptHashes(out, 'b3', [
        { code: 'bg-BG', buildId: 'b1', hashes: [sha('two()')] },
      ]);
      expect(sidecar('b1')).toEqual([sha('one()'), sha('two()')].sort());
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });
});
