import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { inlineStylesheets } from '../../../prerender/inline-styles';

const client = mkdtempSync(join(tmpdir(), 'inline-styles-'));
mkdirSync(join(client, 'assets/static'), { recursive: true });
writeFileSync(join(client, 'assets/static/site.A1.css'), 'body{margin:0}');
writeFileSync(join(client, 'assets/static/bad.B2.css'), 'a::after{content:"</style>"}');

describe('inlineStylesheets', () => {
  it("swaps vike's stylesheet link for the sheet and leaves every other tag", () => {
    const frame =
      '<!doctype html><html><head><link rel="stylesheet" type="text/css" href="/assets/static/site.A1.css"><link rel="icon" href="/logo.png"><meta charset="utf-8">';
    expect(inlineStylesheets(frame, client)).toBe(
      '<!doctype html><html><head><style>body{margin:0}</style><link rel="icon" href="/logo.png"><meta charset="utf-8">',
    );
  });

  it('refuses a sheet that would close its own style element', () => {
    expect(() =>
      inlineStylesheets('<link rel="stylesheet" href="/assets/static/bad.B2.css">', client),
    ).toThrow(/bad\.B2\.css/);
  });

  it('names a sheet the client build lacks', () => {
    expect(() =>
      inlineStylesheets('<link rel="stylesheet" href="/assets/static/gone.css">', client),
    ).toThrow(/gone\.css/);
  });
});
