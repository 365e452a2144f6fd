/**
 * Where a bench leaves its figures: the JSON of the run and its charts in docs/benchmarks/,
 * committed with BENCHMARKS.md, which shows the charts above its tables.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { drawBarChart, type Chart } from './chart';

export const FIGURES_DIR = fileURLToPath(new URL('../docs/benchmarks/', import.meta.url));

/** When, where and on what a run was made: printed under each chart. */
export type RunFacts = { command: string; date: string; commit: string; machine: string };

/** The facts of a run of `command` started now. */
export function runFacts(command: string): RunFacts {
  let commit = 'unknown';
  try {
    commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  } catch {
    // Outside a git checkout the commit is unknown; the figures are still worth keeping.
  }
  const load = loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
  return {
    command,
    date: new Date().toISOString().slice(0, 16).replace('T', ' ') + ' UTC',
    commit,
    machine: `${String(cpus().length)} cores, ${String(Math.round(totalmem() / 2 ** 30))} GiB, Node ${process.version}, load ${load} at the start`,
  };
}

/** The caption under a chart's title. */
export function captionOf(facts: RunFacts): string {
  return `${facts.command} · ${facts.date} · ${facts.commit} · ${facts.machine}`;
}

/** Writes `{name}.json` (the run's figures) and one SVG per chart into docs/benchmarks/. */
export function saveFigures(name: string, figures: unknown, charts: Record<string, Chart>): void {
  mkdirSync(FIGURES_DIR, { recursive: true });
  writeFileSync(join(FIGURES_DIR, `${name}.json`), `${JSON.stringify(figures, null, 2)}\n`);
  for (const [file, chart] of Object.entries(charts)) {
    writeFileSync(join(FIGURES_DIR, `${file}.svg`), drawBarChart(chart));
  }
  console.log(`figures: docs/benchmarks/${name}.json and ${Object.keys(charts).join(', ')} (SVG)`);
}
