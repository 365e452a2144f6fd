/**
 * The document frame's stylesheet links, swapped for a `<style>` of the rules each page uses
 * (page-styles.ts): the first paint of a prerendered page then waits for no second request
 * (BENCHMARKS.md "Client"). The whole sheet is linked at the end of the body for what the
 * page's script adds later, as a print sheet, which blocks neither the parser nor a paint; the
 * runtime applies it to the screen once it has loaded (src/app/stylesheet.ts).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { WHOLE_SHEET_ATTRIBUTE } from '../../src/config/constants';
import { PageStyles } from './page-styles';

const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*? href="\/(assets\/[^"]+\.css)"[^>]*>/g;

/** A frame's head split where the page's `<style>` goes, with the sheet behind it. */
export type StyledFrame = {
  before: string;
  after: string;
  /** The links of the whole sheets, for the end of the body. */
  links: string;
  styles: PageStyles;
};

/** `frame` without vike's stylesheet links, and the sheets of the files under `clientDir`. */
export function styleFrame(frame: string, clientDir: string): StyledFrame {
  const links: string[] = [];
  const sheets: string[] = [];
  let at = -1;
  const rest = frame.replace(STYLESHEET_LINK, (_link, path: string, offset: number) => {
    const css = readFileSync(join(clientDir, path), 'utf8');
    if (/<\/style/i.test(css)) throw new Error(`${path} holds "</style": it cannot be inlined`);
    if (at < 0) at = offset;
    links.push(`<link rel="stylesheet" href="/${path}" media="print" ${WHOLE_SHEET_ATTRIBUTE}>`);
    sheets.push(css);
    return '';
  });
  if (at < 0) return { before: rest, after: '', links: '', styles: new PageStyles('') };
  return {
    before: rest.slice(0, at),
    after: rest.slice(at),
    links: links.join(''),
    styles: new PageStyles(sheets.join('\n')),
  };
}

/** The frame's tail with `links` just before `</body>`. */
export function linkAtBodyEnd(afterBody: string, links: string): string {
  const end = afterBody.lastIndexOf('</body>');
  if (end < 0) throw new Error('The frame has no </body> for its stylesheet links');
  return afterBody.slice(0, end) + links + afterBody.slice(end);
}
