import { describe, expect, it } from 'vitest';
import { ImageSrc } from '../../../src/domain/entities';
import { demoFrameSources } from '../../../src/domain/rules/demo';

describe('demo frame sources (product §9 frame-src)', () => {
  it('are the API-named hosts, https, exact, sorted, once each', () => {
    expect(
      demoFrameSources(['play.studio.example', 'Demo.Other.example.', 'play.studio.example']),
    ).toEqual(['https://demo.other.example', 'https://play.studio.example']);
  });
});

describe('image sources (product §9 security: validated image URLs)', () => {
  it.each([
    ['https://cdn.example/a.png', true],
    ['http://127.0.0.1:4000/media/x.svg', true],
    ['/logo.png', true],
    ['javascript:__xss(1)', false],
    [' javascript:__xss(1)', false],
    ['data:image/svg+xml,<svg onload=__xss(1)>', false],
    ['//evil.example/a.png', false],
    ['/\\evil.example/a.png', false],
    ['https:/\\evil.example', false],
    ['vbscript:x', false],
  ])('%s accepted: %s', (src, ok) => {
    expect(ImageSrc.safeParse(src).success).toBe(ok);
  });
});
