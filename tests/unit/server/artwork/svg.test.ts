import { describe, expect, it } from 'vitest';
import { EMBLEMS, artworkSvg, nameFromFile } from '../../../../server/artwork/svg';
import * as W from '../../../../server/seed/words';

const draw = (name: string, width = 240, height = 120) => artworkSvg({ name, width, height });
const fill = (svg: string) => /stop-color="([^"]+)"/.exec(svg)?.[1];
// The emblem is the element painted in the 70% 52% tone: its tag and corner count tell it apart.
const shape = (svg: string) => {
  const el = /<(circle|polygon|rect)([^>]*)(?:fill|stroke)="hsl\(\d+ 70% 52%\)"/.exec(svg);
  return el ? `${el[1]}:${el[2]?.split(' ').length}` : undefined;
};

describe('artworkSvg', () => {
  it('gives the same picture for the same name, every time', () => {
    expect(draw('Balkan Bet')).toBe(draw('Balkan Bet'));
  });

  it('keeps the width and height it was asked for, so nothing shifts', () => {
    const svg = draw('Rila Spins', 640, 360);
    expect(svg).toContain('width="640" height="360" viewBox="0 0 640 360"');
  });

  it('draws Cyrillic initials for a Latin name and the own letters of a Cyrillic one', () => {
    expect(draw('Balkan Bet')).toMatch(/>ББ<\/text>/);
    expect(draw('Vitosha Labs')).toMatch(/>ВЛ<\/text>/);
    expect(draw('Банков превод')).toMatch(/>БП<\/text>/);
    expect(draw('zhivko tsvetanov')).toMatch(/>ЖЦ<\/text>/);
    expect(draw('Hot 40')).toMatch(/>Х4<\/text>/);
  });

  it('gives the seed casinos distinct colours and varied shapes', () => {
    const names = W.CASINO_FIRST.map((first, i) => `${first} ${W.CASINO_SECOND[i % 8]}`);
    const svgs = names.map((n) => draw(n));
    expect(new Set(svgs).size).toBe(names.length);
    expect(new Set(svgs.map(fill)).size).toBeGreaterThanOrEqual(names.length - 2);
    expect(new Set(svgs.map(shape)).size).toBeGreaterThanOrEqual(4);
  });

  it('can draw every emblem it knows', () => {
    expect(EMBLEMS.length).toBeGreaterThanOrEqual(6);
    for (const emblem of EMBLEMS) expect(emblem(50, 50, 20, '#fff')).toMatch(/^<[a-z]+ /);
  });

  it('escapes markup in the name', () => {
    const svg = draw('<script>alert("x")</script> & \'Co\'');
    expect(svg).not.toContain('<script');
    expect(svg).not.toMatch(/& /);
    expect(svg).toContain('&#60;script&#62;');
  });

  it('draws an empty name without initials and still as a valid card', () => {
    const svg = draw('');
    expect(svg).toMatch(/^<svg [^>]*>.*<\/svg>$/);
    expect(svg).toContain('></text>');
  });
});

describe('nameFromFile', () => {
  it('turns a media slug back into words', () => {
    expect(nameFromFile('balkan-bet.svg')).toBe('balkan bet');
  });
});
