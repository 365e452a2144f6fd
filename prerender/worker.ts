/**
 * A render worker. It asks vike's renderPage() once for the document frame and the compiled
 * render function (renderer/+onRenderHtml.tsx probe mode). For each batch of slugs it reads the
 * documents in one bulk call and parses them with zod (source.ts), hashes each, leaves a page
 * alone when its hash is the live build's, else renders its HTML and db.json into one buffer
 * transferred to the main thread, the build's only writer (writer.ts). The next batch's read runs
 * while this one renders; nothing is kept between batches, so memory stays flat.
 */
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';
import type { ComponentType } from 'react';
import type { renderPage as renderPageType } from 'vike/server';
import type { Page } from '../src/domain/entities';
import type { PageView } from '../src/domain/entities/page-view';
import type { PageProps, DocumentParts } from '../renderer/document';
import { PROBE_BODY, PROBE_HEAD } from '../renderer/probe';
import { HOME_SLUG, SPA_FOLDER } from '../src/domain/entities/published-tree';
import type {
  Batch,
  BatchItem,
  LocaleJob,
  PageError,
  PageResult,
  PipelineMessage,
  WorkerMessage,
  WorkerSetup,
} from './protocol';
import { readPages, type ReadPages } from './source';
import { OutputWriter } from './writer';
import { codeCacheState, codeCacheWanted, saveCodeCache } from './code-cache';

type Renderers = {
  renderDocumentParts: (Page: ComponentType<PageProps>, view: PageView) => DocumentParts;
  Page: ComponentType<PageProps>;
};

const setup = workerData as WorkerSetup;
const port = parentPort;
if (!port) throw new Error('prerender/worker.ts runs as a worker thread');
/** Posts to the pipeline; the buffers in `transfer` move without a copy. */
const post = (message: WorkerMessage, transfer: ArrayBuffer[] = []) =>
  port.postMessage(message, transfer);

/** The frame split around the two placeholders. */
type Frame = { beforeHead: string; between: string; afterBody: string };

type RenderPage = typeof renderPageType;

async function loadRenderer(): Promise<{
  frame: Frame;
  renderers: Renderers;
  frameHash: string;
  renderPage: RenderPage;
}> {
  // Started from the sources, the worker imports the server build so that vike finds it.
  if (setup.serverEntry) await import(pathToFileURL(setup.serverEntry).href);
  const { renderPage } = await import('vike/server');
  const probe = await renderPage({ urlOriginal: '/', probe: true });
  const html = probe.httpResponse?.body;
  const renderers = probe.renderers as Renderers | undefined;
  if (typeof html !== 'string' || !renderers)
    throw new Error('The probe render returned no frame; is dist/ built?');
  const head = html.indexOf(PROBE_HEAD);
  const body = html.indexOf(PROBE_BODY);
  if (head < 0 || body < head) throw new Error('The probe frame has no placeholders');
  return {
    frame: {
      beforeHead: html.slice(0, head),
      between: html.slice(head + PROBE_HEAD.length, body),
      afterBody: html.slice(body + PROBE_BODY.length),
    },
    renderers,
    frameHash: createHash('sha1').update(html).digest('hex'),
    renderPage,
  };
}

/**
 * The SPA shell of a locale (pages/spa, SPEC §2: /go/*, /login, /registration,
 * /forgotten-password) through vike's renderPage, handed the locale's home view as the
 * pages/spa/+data.ts contract asks. Rendered on every build (once per locale, about a
 * millisecond), so it always matches the frame and the header/footer of this build.
 */
async function renderSpaShell(renderPage: RenderPage, view: PageView): Promise<string> {
  const directory = view.locale.directory;
  const result = await renderPage({
    urlOriginal: directory ? `/${directory}/go` : '/go',
    prerenderView: view,
  });
  const body = result.httpResponse?.body;
  if (result.httpResponse?.statusCode !== 200 || typeof body !== 'string')
    throw new Error(`SPA shell: status ${result.httpResponse?.statusCode ?? 'none'}`);
  return body;
}

const loaded = loadRenderer();
let job: LocaleJob | null = null;
/** Batches render one after another; their reads overlap with the render of the one before. */
let queue: Promise<void> = Promise.resolve();
/** Buffers the main thread gave back once it wrote their files, for the next batches. */
const spares: ArrayBuffer[] = [];

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Renders one page into its HTML and db.json, added to `output` for the main thread to write. A
 * page whose content hash is the live build's is left alone: its files stay where they are.
 */
async function renderOne(
  current: LocaleJob,
  item: BatchItem,
  page: Page,
  output: OutputWriter,
): Promise<PageResult> {
  const { frame, renderers, renderPage, frameHash } = await loaded;
  const { slug } = item;
  const json = JSON.stringify(page);
  // vike's frame is part of every page, so of its hash.
  const hash = createHash('sha1').update(current.salt).update(frameHash).update(json).digest('hex');
  const result = { slug, hash, updatedAt: page.updatedAt, error: null };
  if (item.previousHash === hash) return { ...result, outcome: 'carried' };
  const add = (path: string, text: string) => output.add(slug, path, text);
  // The home slug carries the SPA shell along (the shell is the home view with a go page).
  if (slug === HOME_SLUG)
    add(
      join(current.htmlRoot, SPA_FOLDER, 'index.html'),
      await renderSpaShell(renderPage, { ...current.context, page }),
    );
  const parts = renderers.renderDocumentParts(renderers.Page, { ...current.context, page });
  add(
    join(current.htmlRoot, slug, 'index.html'),
    frame.beforeHead + parts.head + frame.between + parts.body + frame.afterBody,
  );
  add(join(current.dbRoot, slug, 'db.json'), json);
  return { ...result, outcome: 'rendered' };
}

/** Renders a page, or answers its typed failure (none of a failed page's files are kept). */
async function renderOrFail(
  current: LocaleJob,
  item: BatchItem,
  read: ReadPages,
  output: OutputWriter,
): Promise<PageResult> {
  const failed = (error: PageError): PageResult => ({
    slug: item.slug,
    outcome: 'failed',
    hash: null,
    updatedAt: null,
    error,
  });
  const page = read.pages.get(item.slug);
  if (!page)
    return failed(read.errors.get(item.slug) ?? { kind: 'transient', message: 'no answer' });
  const mark = output.mark();
  try {
    return await renderOne(current, item, page, output);
  } catch (error) {
    output.rollback(mark);
    return failed({ kind: 'render', message: messageOf(error) });
  }
}

async function runBatch(current: LocaleJob, batch: Batch, reading: Promise<ReadPages>) {
  const output = new OutputWriter(spares.pop());
  const read = await reading;
  const results: PageResult[] = [];
  for (const item of batch.items) results.push(await renderOrFail(current, item, read, output));
  // The buffer moves to the main thread without a copy, and comes back as a spare.
  const files = output.output();
  post({ type: 'batch-done', id: batch.id, results, output: files }, [files.buffer]);
  // After the first batch the compiled render path is worth caching for the next workers. Not
  // later: the pipeline may terminate this worker as soon as its last work is done.
  if (codeCacheWanted()) saveCodeCache();
}

loaded.then(
  ({ frameHash }) => post({ type: 'ready', frameHash, codeCache: codeCacheState() }),
  (error: unknown) => post({ type: 'fatal', message: messageOf(error) }),
);

port.on('message', (message: PipelineMessage) => {
  if (message.type === 'spare') spares.push(message.buffer);
  else if (message.type === 'locale') job = message;
  else if (!job) post({ type: 'fatal', message: 'a batch came before its locale' });
  else {
    const current = job;
    // The read overlaps the render of the previous batch.
    const slugs = message.items.map((i) => i.slug);
    const reading = readPages(
      setup.apiBaseUrl,
      current.context.locale.locale,
      slugs,
      setup.concurrency,
    );
    queue = queue
      .then(() => runBatch(current, message, reading))
      .catch((error: unknown) => post({ type: 'fatal', message: messageOf(error) }));
  }
});
