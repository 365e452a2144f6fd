/**
 * A render worker: it asks vike's renderPage() once for the document frame and the render
 * functions (renderer/+onRenderHtml.tsx probe mode), then for each batch reads the pages
 * (prerender/read/pages.ts), hashes each, leaves alone a page whose hash is the live build's and
 * renders the others' HTML and db.json into one buffer for the main thread to write
 * (output.ts). The next batch's read overlaps this one's render; nothing is kept between batches.
 */
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import type { renderPage as renderPageType } from 'vike/server';
import type { Page } from '../../src/domain/entities';
import type { PageView, RouteData } from '../../src/domain/entities/page-view';
import { HOME_SLUG, spaShellPath } from '../../src/domain/entities/published-tree';
import { ACCOUNT_SCREENS } from '../../src/domain/rules/spa-route';
import type { ProbeRenderers } from '../../renderer/+onRenderHtml';
import { PROBE_BODY, PROBE_HEAD } from '../../renderer/probe';
import type { DocumentParts } from '../../renderer/document';
import type {
  Batch,
  CodeCacheState,
  LocaleJob,
  PipelineMessage,
  WorkerMessage,
  WorkerSetup,
} from './protocol';
import { serverEnv } from '../../src/config/server-env';
import type { BatchItem, PageResult } from '../records/pages';
import { claimFindings } from '../check/compliance/claims';
import { scanPage } from '../check/compliance/scan';
import { scanFacts } from '../check/facts';
import { scanTextPieces } from '../check/text';
import { linkAtBodyEnd, styleFrame } from './style-frame';
import { collectLinks, collectPieceLinks } from '../check/links';
import type { PagePieces, Piece } from '../records/page-pieces';
import { readPages, type ReadPages } from '../read/pages';
import { OutputWriter } from './output';

type RenderPage = typeof renderPageType;

/** The code cache hook build/worker-loader.cjs installs before it runs the bundle. */
const codeCache = Reflect.get(
  globalThis,
  Symbol.for('casino-guide.prerender.codeCache'),
) as CodeCacheHook;
type CodeCacheHook = { state: CodeCacheState; wanted: () => boolean; save: () => void };

const setup = workerData as WorkerSetup;
const port = parentPort;
if (!port) throw new Error('prerender/render/worker.ts runs as a worker thread');
/** Posts to the pipeline; the buffers in `transfer` move without a copy. */
const post = (message: WorkerMessage, transfer: ArrayBuffer[] = []) =>
  port.postMessage(message, transfer);
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** vike's frame split around the probe's placeholders, its hash and the render functions. */
async function loadRenderer() {
  const { renderPage } = await import('vike/server');
  const probe = await renderPage({ urlOriginal: '/', probe: true });
  const html = probe.httpResponse?.body;
  // The one place the renderer is not imported: vike's server build hands back the functions of
  // renderer/+onRenderHtml.tsx, so every page renders with the code and React of that build.
  const renderers: ProbeRenderers | undefined = probe.renderers;
  if (typeof html !== 'string' || !renderers)
    throw new Error('The probe render returned no frame; is the build there (`npm run build`)?');
  const head = html.indexOf(PROBE_HEAD);
  const body = html.indexOf(PROBE_BODY);
  if (head < 0 || body < head) throw new Error('The probe frame has no placeholders');
  const styled = styleFrame(html.slice(0, head), setup.clientDir);
  return {
    styled,
    between: html.slice(head + PROBE_HEAD.length, body),
    afterBody: linkAtBodyEnd(html.slice(body + PROBE_BODY.length), styled.links),
    renderers,
    frameHash: createHash('sha1').update(html).digest('hex'),
    renderPage,
  };
}

/** A SPA screen's document (product §2) rendered by vike from the home view: null is /go/'s. */
async function renderSpaScreen(
  renderPage: RenderPage,
  view: PageView,
  screen: string | null,
): Promise<string> {
  const directory = view.locale.directory;
  const path = `/${screen ?? 'go'}`;
  const result = await renderPage({
    urlOriginal: directory ? `/${directory}${path}` : path,
    prerenderView: view,
  });
  const body = result.httpResponse?.body;
  if (result.httpResponse?.statusCode !== 200 || typeof body !== 'string')
    throw new Error(`SPA ${path}: status ${result.httpResponse?.statusCode ?? 'none'}`);
  return body;
}

/** A locale's SPA documents: the /go/ shell and each account screen's, by their file. */
async function renderSpaScreens(renderPage: RenderPage, view: PageView) {
  const screens = [null, ...ACCOUNT_SCREENS];
  return Promise.all(
    screens.map(async (screen) => ({
      file: spaShellPath(screen),
      html: await renderSpaScreen(renderPage, view, screen),
    })),
  );
}

const loaded = loadRenderer();
let job: LocaleJob | null = null;
let queue: Promise<void> = Promise.resolve();
/** Buffers the main thread gave back once it wrote their files. */
const spares: ArrayBuffer[] = [];

/** Every internal link of the SPA documents. */
const shellLinks = (shells: { html: string }[]) =>
  shells.flatMap(({ html }) => {
    const { own, frame } = collectLinks(html);
    return [...own, ...frame];
  });

/**
 * A page's HTML in the pieces it is joined from (its inlined rules aside): vike's frame and the
 * locale's are shared by every page of the job, the head, preloads, main content and boot record
 * its own.
 */
function piecesOf(frame: Awaited<typeof loaded>, parts: DocumentParts): PagePieces {
  const shared = (text: string): Piece => ({ text, role: 'shared' });
  const own = (text: string): Piece => ({ text, role: 'page' });
  return {
    head: [shared(frame.styled.before), shared(frame.styled.after), own(parts.head)],
    body: [
      shared(frame.between),
      own(parts.preloads),
      shared(parts.frame.before),
      { text: parts.main, role: 'main' },
      shared(parts.frame.after),
      own(parts.boot),
      shared(frame.afterBody),
    ],
  };
}

/**
 * What one page is rendered from: its document, on a named route the route's data, and the
 * content keys of what was read.
 */
type Source = { page: Page; routeData: RouteData | undefined; keys: string };

/** One page's HTML and db.json into `output`, unless its hash is the live build's. */
async function renderOne(
  current: LocaleJob,
  item: BatchItem,
  source: Source,
  output: OutputWriter,
) {
  const frame = await loaded;
  const { slug } = item;
  const { page, keys, routeData } = source;
  const json = JSON.stringify(page);
  // vike's frame is part of every page, so of its hash; so is the data its island starts from.
  const hasher = createHash('sha1').update(current.salt).update(frame.frameHash).update(json);
  if (routeData) hasher.update(JSON.stringify(routeData));
  const hash = hasher.digest('hex');
  const result = { slug, hash, updatedAt: page.updatedAt, error: null, keys };
  if (item.previousHash === hash) return { ...result, outcome: 'carried' as const };
  const view: PageView = { ...current.context, page, ...(routeData ? { routeData } : {}) };
  // The home page carries the locale's SPA documents along.
  const shells = slug === HOME_SLUG ? await renderSpaScreens(frame.renderPage, view) : [];
  for (const shell of shells) output.add(slug, join(current.htmlRoot, shell.file), shell.html);
  const parts = frame.renderers.renderDocumentParts(frame.renderers.Page, view);
  const { before, after, styles } = frame.styled;
  const rest = after + parts.head + frame.between + parts.body + frame.afterBody;
  const pieces = piecesOf(frame, parts);
  const css = styles.forPieces([...pieces.head, ...pieces.body]);
  const html = css ? `${before}<style>${css}</style>${rest}` : before + rest;
  output.add(slug, join(current.htmlRoot, slug, 'index.html'), html);
  output.add(slug, join(current.dbRoot, slug, 'db.json'), json);
  const links = collectPieceLinks([...pieces.head, ...pieces.body]);
  // The shells' links are the layout's (they have no content of their own): held by home.
  if (shells.length > 0) links.frame = [...new Set([...links.frame, ...shellLinks(shells)])];
  const { findings, verifiedAt } = scanPage(html, {
    profile: current.context.locale.compliance,
    unlinked: page.unlinkedOperators,
    now: Date.now(),
  });
  const { publisher, locale } = current.context;
  const facts = { slug, stage: serverEnv().stage, publisher, help: locale.compliance.help };
  const text = [...scanTextPieces(pieces), ...scanFacts(html, facts)];
  const compliance = [...findings, ...claimFindings(page, frame.renderers.parseContent), ...text];
  const rendered = { ...result, outcome: 'rendered' as const, links, compliance };
  return verifiedAt === null ? rendered : { ...rendered, verifiedAt };
}

/** A page rendered, or its typed failure (a failed page keeps none of its files). */
async function renderOrFail(
  current: LocaleJob,
  item: BatchItem,
  read: ReadPages,
  output: OutputWriter,
) {
  const failed = (error: PageResult['error']): PageResult => ({
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
    return await renderOne(
      current,
      item,
      { page, routeData: read.routeData.get(item.slug), keys: read.keys.get(item.slug) ?? '' },
      output,
    );
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
  const files = output.output();
  post({ type: 'batch-done', id: batch.id, results, output: files }, [files.buffer]);
  // Cached after the first batch, with its render path compiled; later the worker may be gone.
  if (codeCache.wanted()) codeCache.save();
}

loaded.then(
  ({ frameHash }) => post({ type: 'ready', frameHash, codeCache: codeCache.state }),
  (error: unknown) => post({ type: 'fatal', message: messageOf(error) }),
);

port.on('message', (message: PipelineMessage) => {
  if (message.type === 'spare') spares.push(message.buffer);
  else if (message.type === 'locale') job = message;
  else if (!job) post({ type: 'fatal', message: 'a batch came before its locale' });
  else {
    const current = job;
    const locale = current.context.locale.locale;
    const api = { baseUrl: setup.apiBaseUrl, concurrency: setup.concurrency };
    const reading = readPages(api, locale, message.items);
    queue = queue
      .then(() => runBatch(current, message, reading))
      .catch((error: unknown) => post({ type: 'fatal', message: messageOf(error) }));
  }
});
