import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { linkAtBodyEnd, styleFrame } from '../../../../prerender/render/style-frame';

const client = mkdtempSync(join(tmpdir(), 'inline-styles-'));
mkdirSync(join(client, 'assets/static'), { recursive: true });
writeFileSync(join(client, 'assets/static/site.A1.css'), 'body{margin:0}.unused{color:red}');
writeFileSync(join(client, 'assets/static/bad.B2.css'), 'a::after{content:"</style>"}');
const link = '<link rel="stylesheet" type="text/css" href="/assets/static/site.A1.css">';

describe('styleFrame', () => {
  it("takes vike's stylesheet link out of the head, leaves every other tag, and keeps its sheet", () => {
    const frame = `<!doctype html><html><head>${link}<link rel="icon" href="/logo.png"><meta charset="utf-8">`;
    const styled = styleFrame(frame, client);
    expect(styled.before).toBe('<!doctype html><html><head>');
    expect(styled.after).toBe('<link rel="icon" href="/logo.png"><meta charset="utf-8">');
    expect(styled.links).toBe(
      '<link rel="stylesheet" href="/assets/static/site.A1.css" media="print" data-whole-sheet>',
    );
    expect(styled.styles.forPage('<body class="x">')).toBe('body{margin:0}');
  });

  it('refuses a sheet that would close its own style element', () => {
    expect(() =>
      styleFrame('<link rel="stylesheet" href="/assets/static/bad.B2.css">', client),
    ).toThrow(/bad\.B2\.css/);
  });

  it('names a sheet the client build lacks', () => {
    expect(() =>
      styleFrame('<link rel="stylesheet" href="/assets/static/gone.css">', client),
    ).toThrow(/gone\.css/);
  });

  it('answers a frame without stylesheets with nothing to inline', () => {
    const styled = styleFrame('<html><head>', client);
    expect([styled.before, styled.links, styled.styles.forPage('<p>')]).toEqual([
      '<html><head>',
      '',
      '',
    ]);
  });
});

describe('linkAtBodyEnd', () => {
  it('puts the links after the last script, just before </body>', () => {
    expect(linkAtBodyEnd('<script src="/a.js"></script></body></html>', link)).toBe(
      `<script src="/a.js"></script>${link}</body></html>`,
    );
  });

  it('refuses a tail without </body>', () => {
    expect(() => linkAtBodyEnd('</html>', link)).toThrow(/<\/body>/);
  });
});
