/**
 * Horizontal grouped bar charts as standalone SVG, drawn from a bench's figures so that
 * BENCHMARKS.md can show them above its tables. No dependency: the output is plain text that a
 * browser, GitHub and an editor all render.
 */

/** One bar: a label and a value in the chart's unit. */
export type Bar = { label: string; value: number };

/** Bars drawn together under one heading (a page size, a page, a scenario). */
export type Group = { label: string; bars: Bar[] };

export type Chart = {
  title: string;
  /** What the values are, shown after each value ("pages/s", "KB", "ms"). */
  unit: string;
  groups: Group[];
  /** Optional target, drawn as a dashed line with its label. */
  target?: { value: number; label: string };
  /** A line under the title: command, date, machine. */
  caption?: string;
};

const WIDTH = 760;
const LABEL_WIDTH = 190;
const VALUE_WIDTH = 110;
const BAR_HEIGHT = 16;
const GAP = 6;
const GROUP_GAP = 14;
const PALETTE = ['#1f6feb', '#d29922', '#8957e5', '#2da44e', '#cf222e', '#57606a'];

/** Escapes text for an SVG text node or attribute. */
function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${String(c.charCodeAt(0))};`);
}

/** A value as the chart prints it: thousands grouped, at most one decimal below 100. */
export function formatValue(value: number): string {
  const rounded = Math.abs(value) < 100 ? Math.round(value * 10) / 10 : Math.round(value);
  return rounded.toLocaleString('en-US');
}

/** The colour of a bar label: one per distinct label across the chart, in first-seen order. */
function colours(groups: readonly Group[]): Map<string, string> {
  const map = new Map<string, string>();
  for (const bar of groups.flatMap((g) => g.bars))
    if (!map.has(bar.label)) map.set(bar.label, PALETTE[map.size % PALETTE.length] ?? '#57606a');
  return map;
}

/** Draws `chart` as an SVG document. */
export function drawBarChart(chart: Chart): string {
  const max = Math.max(
    chart.target?.value ?? 0,
    ...chart.groups.flatMap((g) => g.bars.map((b) => b.value)),
    1,
  );
  const plot = WIDTH - LABEL_WIDTH - VALUE_WIDTH;
  const scale = (v: number) => (Math.max(v, 0) / max) * plot;
  const colour = colours(chart.groups);
  const top = chart.caption ? 52 : 36;
  const parts: string[] = [];
  let y = top;
  for (const group of chart.groups) {
    parts.push(
      `<text x="8" y="${String(y + 11)}" font-weight="600">${escapeXml(group.label)}</text>`,
    );
    y += BAR_HEIGHT + GAP;
    for (const bar of group.bars) {
      const w = scale(bar.value);
      parts.push(
        `<text x="${String(LABEL_WIDTH - 8)}" y="${String(y + 12)}" text-anchor="end">${escapeXml(bar.label)}</text>`,
        `<rect x="${String(LABEL_WIDTH)}" y="${String(y)}" width="${w.toFixed(1)}" height="${String(BAR_HEIGHT)}" fill="${colour.get(bar.label) ?? '#57606a'}"/>`,
        `<text x="${(LABEL_WIDTH + w + 6).toFixed(1)}" y="${String(y + 12)}">${escapeXml(`${formatValue(bar.value)} ${chart.unit}`)}</text>`,
      );
      y += BAR_HEIGHT + GAP;
    }
    y += GROUP_GAP;
  }
  if (chart.target) {
    const x = (LABEL_WIDTH + scale(chart.target.value)).toFixed(1);
    parts.push(
      `<line x1="${x}" x2="${x}" y1="${String(top - 4)}" y2="${String(y - GROUP_GAP)}" stroke="#cf222e" stroke-dasharray="4 3"/>`,
      `<text x="${x}" y="${String(y + 4)}" text-anchor="middle" fill="#cf222e">${escapeXml(chart.target.label)}</text>`,
    );
    y += 16;
  }
  const header = [
    `<text x="8" y="20" font-size="15" font-weight="700">${escapeXml(chart.title)}</text>`,
    chart.caption ? `<text x="8" y="38" fill="#57606a">${escapeXml(chart.caption)}</text>` : '',
  ];
  const height = y + 8;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${String(WIDTH)}" height="${String(height)}" viewBox="0 0 ${String(WIDTH)} ${String(height)}" font-family="system-ui, sans-serif" font-size="12">`,
    `<rect width="100%" height="100%" fill="#ffffff"/>`,
    ...header,
    ...parts,
    '</svg>',
    '',
  ].join('\n');
}
