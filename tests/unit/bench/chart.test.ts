import { describe, expect, it } from 'vitest';
import { drawBarChart, formatValue } from '../../../bench/chart';

const widths = (svg: string) =>
  [...svg.matchAll(/<rect x="\d+" y="\d+" width="([\d.]+)"/g)].map((m) => Number(m[1]));

describe('bench charts', () => {
  it('draws each bar in proportion to its value, the largest across the plot', () => {
    const svg = drawBarChart({
      title: 'throughput',
      unit: 'pages/s',
      groups: [
        {
          label: '10,000 pages',
          bars: [
            { label: 'ours', value: 2000 },
            { label: 'vike', value: 500 },
          ],
        },
        { label: '50,000 pages', bars: [{ label: 'ours', value: 1000 }] },
      ],
    });
    const [ours, vike, oursLarge] = widths(svg);
    expect(ours).toBeGreaterThan(0);
    expect(vike).toBeCloseTo((ours ?? 0) / 4, 1);
    expect(oursLarge).toBeCloseTo((ours ?? 0) / 2, 1);
    expect(svg).toContain('2,000 pages/s');
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
  });

  it('draws the target line where its value falls and escapes every text', () => {
    const svg = drawBarChart({
      title: 'LCP <home> & "casino"',
      unit: 'ms',
      target: { value: 1200, label: 'target 1.2 s' },
      groups: [{ label: 'home', bars: [{ label: 'first visit', value: 2400 }] }],
    });
    expect(svg).not.toContain('<home>');
    expect(svg).toContain('&#60;home&#62; &#38; &#34;casino&#34;');
    const bar = widths(svg)[0] ?? 0;
    const line = Number(/<line x1="([\d.]+)"/.exec(svg)?.[1]);
    const start = Number(/<rect x="(\d+)" y="\d+" width=/.exec(svg)?.[1]);
    expect(line - start).toBeCloseTo(bar / 2, 1);
  });

  it('prints small values with one decimal and large ones grouped', () => {
    expect(formatValue(13.74)).toBe('13.7');
    expect(formatValue(1689.4)).toBe('1,689');
  });
});
