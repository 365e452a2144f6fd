/**
 * The ceiling: the same page render (React renderToString through our document function) and a
 * file write per page, on one core, data already in memory. Prints one JSON line of figures.
 */
import { createReadStream } from 'node:fs';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { pathToFileURL } from 'node:url';
import type { ComponentType } from 'react';
import type { PageView } from '../src/domain/entities/page-view';
import type { DocumentParts, PageProps } from '../renderer/document';
import { PROBE_BODY, PROBE_HEAD } from '../renderer/probe';
import { peakRssMb } from '../prerender/summary';

const [file, outDir] = process.argv.slice(2);
if (!file || !outDir) throw new Error('usage: prerender-raw.ts <pages.jsonl> <outDir>');
await import(pathToFileURL(resolve('dist/server/entry.mjs')).href);
const { renderPage } = await import('vike/server');
const probe = await renderPage({ urlOriginal: '/', probe: true });
const frame = probe.httpResponse?.body ?? '';
const renderers = probe.renderers as {
  renderDocumentParts: (P: ComponentType<PageProps>, v: PageView) => DocumentParts;
  Page: ComponentType<PageProps>;
};
const [beforeHead = '', rest = ''] = frame.split(PROBE_HEAD);
const [between = '', afterBody = ''] = rest.split(PROBE_BODY);

const lines = createInterface({ input: createReadStream(file), crlfDelay: Infinity });
let context: Omit<PageView, 'page'> | undefined;
let count = 0;
const started = performance.now();
for await (const line of lines) {
  if (!line) continue;
  if (!context) {
    context = JSON.parse(line) as Omit<PageView, 'page'>;
    continue;
  }
  const view = { ...context, page: JSON.parse(line) as PageView['page'] };
  const parts = renderers.renderDocumentParts(renderers.Page, view);
  const dir = join(outDir, view.page.slug);
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, 'index.html'),
    beforeHead + parts.head + between + parts.body + afterBody,
  );
  count += 1;
}
const seconds = (performance.now() - started) / 1000;
console.log(
  JSON.stringify({
    variant: 'raw',
    pages: count,
    seconds,
    pagesPerSecond: count / seconds,
    maxRssMb: peakRssMb(),
  }),
);
