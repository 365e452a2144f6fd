/**
 * A render worker (issue 4). It asks vike's renderPage() once for the document frame and the
 * compiled render function (see renderer/+onRenderHtml.tsx probe mode). The pipeline hands it
 * batches of slugs; for each batch it reads the documents in one bulk call (single reads with
 * 3 attempts for what that did not bring) and parses them with zod, unless the pipeline sent
 * them along already validated (a small change, read while this worker booted). It hashes each,
 * leaves a page alone when its hash is the live build's (an incremental build patches that
 * build), else renders it and hands the HTML and db.json to the main thread in one transferred
 * buffer; the main thread writes every file of the build (one writer: see writeNew). The next
 * batch's read runs while this one renders. Nothing is kept between batches, so memory stays
 * flat.
 */
import './worker-globals';
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
import type {
  Batch,
  BatchItem,
  LocaleJob,
  PageResult,
  PipelineMessage,
  WorkerMessage,
  WorkerSetup,
} from './protocol';
import { HOME_SLUG, SPA_FOLDER } from './files';
import { OutputWriter } from './output';
import { clearPageCaches } from './cache-clear';
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

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Buffers the main thread gave back once it wrote their files, for the next batches. */
const spares: ArrayBuffer[] = [];

/**
 * The pages of a batch: those the pipeline read already parsed from their JSON (validated there
 * with the same zod schema), the others read now (see readPages). Answers slug → page or the
 * error that page ends with.
 */
async function readBatch(locale: string, items: BatchItem[]): Promise<Map<string, Page | Error>> {
  const pages = new Map<string, Page | Error>();
  for (const { slug, json } of items)
    if (json !== undefined) pages.set(slug, JSON.parse(json) as Page);
  const unread = items.filter((i) => i.json === undefined).map((i) => i.slug);
  if (unread.length === 0) return pages;
  // Loaded on first use: a small change comes read already, and the entity schemas it would
  // build are not on this worker's boot.
  const { readPages } = await import('./source');
  for (const [slug, page] of await readPages(setup.apiBaseUrl, locale, unread, setup.concurrency))
    pages.set(slug, page);
  return pages;
}

/**
 * Renders one fetched page into its HTML and db.json for this build's folders, added to
 * `output` for the main thread to write. A page whose content hash is the live build's is left
 * alone: this build patches the live one, so its files stay where they are (issue 4: a rebuild
 * re-renders only what changed).
 */
async function renderOne(
  current: LocaleJob,
  item: BatchItem,
  page: Page,
  result: PageResult,
  output: OutputWriter,
): Promise<void> {
  const { frame, renderers, renderPage } = await loaded;
  const { slug } = item;
  // A page the pipeline read came as this very text; only a page read here is serialised.
  const json = item.json ?? JSON.stringify(page);
  const hash = createHash('sha1').update(current.salt).update(json).digest('hex');
  result.hash = hash;
  result.updatedAt = page.updatedAt;
  if (item.previousHash === hash) {
    result.outcome = 'carried';
    return;
  }
  const add = (path: string, text: string) => output.add(slug, path, text);
  // The home slug carries the SPA shell along (the shell is the home view with a go page).
  if (slug === HOME_SLUG)
    add(
      join(current.htmlRoot, SPA_FOLDER, 'index.html'),
      await renderSpaShell(renderPage, { ...current.context, page }),
    );
  // The page was parsed at the edge (readBatch) and the context in the pipeline.
  const parts = renderers.renderDocumentParts(renderers.Page, { ...current.context, page });
  add(
    join(current.htmlRoot, slug, 'index.html'),
    frame.beforeHead + parts.head + frame.between + parts.body + frame.afterBody,
  );
  add(join(current.dbRoot, slug, 'db.json'), json);
  result.outcome = 'rendered';
}

async function runBatch(
  current: LocaleJob,
  batch: Batch,
  read: Promise<Map<string, Page | Error>>,
) {
  const results: PageResult[] = [];
  const output = new OutputWriter(spares.pop());
  let pages: Map<string, Page | Error> | null = null;
  for (const item of batch.items) {
    const result: PageResult = {
      slug: item.slug,
      outcome: 'failed',
      hash: null,
      updatedAt: null,
      error: null,
    };
    try {
      pages ??= await read;
      const page = pages.get(item.slug);
      if (!page) throw new Error(`GET /${item.slug}: no answer`);
      if (page instanceof Error) throw page;
      const mark = output.mark();
      try {
        await renderOne(current, item, page, result, output);
      } catch (error) {
        output.rollback(mark); // none of a failed page's files
        throw error;
      }
    } catch (error) {
      result.outcome = 'failed';
      result.error = errorText(error);
    }
    results.push(result);
  }
  // The buffer moves to the main thread without a copy, and comes back as a spare.
  const files = output.output();
  post({ type: 'batch-done', id: batch.id, results, output: files }, [files.buffer]);
  // After the first batch the compiled render path is worth caching for the next workers. Not
  // later: the pipeline may terminate this worker as soon as its last work is done.
  if (codeCacheWanted()) saveCodeCache();
}

loaded.then(
  ({ frameHash }) => post({ type: 'ready', frameHash, codeCache: codeCacheState() }),
  (error: unknown) => post({ type: 'fatal', error: errorText(error) }),
);

port.on('message', (message: PipelineMessage) => {
  if (message.type === 'spare') {
    spares.push(message.buffer);
    return;
  }
  if (message.type === 'clear') {
    clearPageCaches(message.sitemanagerUrl, message.authorization, message.entries).then(
      ({ cleared, failed }) => post({ type: 'clear-done', id: message.id, cleared, failed }),
      (error: unknown) => post({ type: 'fatal', error: errorText(error) }),
    );
    return;
  }
  if (message.type === 'locale') {
    job = message;
    return;
  }
  const current = job;
  if (!current) {
    post({ type: 'fatal', error: 'a batch came before its locale' });
    return;
  }
  // Start the read now, so it runs while the batch before this one renders.
  const read = readBatch(current.context.locale.locale, message.items);
  queue = queue
    .then(() => runBatch(current, message, read))
    .catch((error: unknown) => post({ type: 'fatal', error: errorText(error) }));
});
