/**
 * The ceiling: the same page render (React renderToString through our document function) and a
 * file write per page, data already in memory, on one core or on n worker threads (the third
 * argument; each renders every n-th page, all start together once each has loaded the
 * renderer). Prints one JSON line of figures.
 */
import { createReadStream } from 'node:fs';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { pathToFileURL } from 'node:url';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import type { ComponentType } from 'react';
import type { PageView } from '../src/domain/entities/page-view';
import type { DocumentParts, PageProps } from '../renderer/document';
import { PROBE_BODY, PROBE_HEAD } from '../renderer/probe';
import { peakRssMb } from '../prerender/summary';

type Slice = { file: string; outDir: string; index: number; count: number };

/** Loads the renderer; answers a function that renders and writes slice `index` of `count`. */
async function renderer({ file, outDir, index, count }: Slice) {
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
  return async () => {
    const lines = createInterface({ input: createReadStream(file), crlfDelay: Infinity });
    let context: Omit<PageView, 'page'> | undefined;
    let line = -1;
    let count_ = 0;
    for await (const text of lines) {
      if (!text) continue;
      if (!context) {
        context = JSON.parse(text) as Omit<PageView, 'page'>;
        continue;
      }
      line += 1;
      if (line % count !== index) continue;
      const view = { ...context, page: JSON.parse(text) as PageView['page'] };
      const parts = renderers.renderDocumentParts(renderers.Page, view);
      const dir = join(outDir, view.page.slug);
      mkdirSync(dir, { recursive: true });
      writeFileSync(
        join(dir, 'index.html'),
        beforeHead + parts.head + between + parts.body + afterBody,
      );
      count_ += 1;
    }
    return count_;
  };
}

/** Starts n workers, each loading the renderer; times them from a common start to the last. */
async function onWorkers(file: string, outDir: string, count: number) {
  const workers = Array.from(
    { length: count },
    (_, index) =>
      // The bench runs under tsx, whose loader a thread does not inherit: registered first.
      new Worker(
        `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))}).then((tsx) => { tsx.register(); return import(${JSON.stringify(import.meta.url)}); })`,
        { eval: true, workerData: { file, outDir, index, count } },
      ),
  );
  const message = (w: Worker) =>
    new Promise<number>((done, fail) => {
      w.once('message', done);
      w.once('error', fail);
    });
  await Promise.all(workers.map(message));
  const started = performance.now();
  const done = workers.map(message);
  for (const w of workers) w.postMessage('go');
  const pages = (await Promise.all(done)).reduce((sum, n) => sum + n, 0);
  const seconds = (performance.now() - started) / 1000;
  await Promise.all(workers.map((w) => w.terminate()));
  return { pages, seconds };
}

if (!isMainThread) {
  const render = await renderer(workerData as Slice);
  parentPort?.once('message', () => {
    void render().then((pages) => parentPort?.postMessage(pages));
  });
  parentPort?.postMessage(0);
} else {
  const [file, outDir, workers = '1'] = process.argv.slice(2);
  if (!file || !outDir) throw new Error('usage: prerender-raw.ts <pages.jsonl> <outDir> [workers]');
  const count = Math.max(1, Number(workers));
  let figures: { pages: number; seconds: number };
  if (count === 1) {
    const render = await renderer({ file, outDir, index: 0, count: 1 });
    const started = performance.now();
    const pages = await render();
    figures = { pages, seconds: (performance.now() - started) / 1000 };
  } else figures = await onWorkers(file, outDir, count);
  console.log(
    JSON.stringify({
      variant: count === 1 ? 'raw' : `raw on ${String(count)} workers`,
      ...figures,
      pagesPerSecond: figures.pages / figures.seconds,
      maxRssMb: peakRssMb(),
    }),
  );
}
