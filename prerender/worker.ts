/**
 * A render worker (issue 4). It asks vike's renderPage() once for the document frame and the
 * compiled render function (see renderer/+onRenderHtml.tsx probe mode), then for each page:
 * fetch (3 attempts), parse with zod, hash, carry over when unchanged, else render and stream
 * the HTML and db.json to disk. Nothing is kept between pages, so memory stays flat.
 */
import { createHash } from 'node:crypto';
import { link, mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';
import pLimit from 'p-limit';
import type { ComponentType } from 'react';
import type { renderPage as renderPageType } from 'vike/server';
import { Page } from '../src/domain/entities';
import type { PageView } from '../src/app/view';
import type { PageProps, DocumentParts } from '../renderer/document';
import { PROBE_BODY, PROBE_HEAD } from '../renderer/probe';
import type { LocaleJob, PageResult, WorkerMessage, WorkerSetup } from './protocol';
import { fetchPageData } from './source';

type Renderers = {
  renderDocumentParts: (Page: ComponentType<PageProps>, view: PageView) => DocumentParts;
  Page: ComponentType<PageProps>;
};

const setup = workerData as WorkerSetup;
/** The home page's slug (issue 4: "The home slug is 'home'"). */
const HOME_SLUG = 'home';
/** Folder of the SPA shell next to the locale's slugs (a slug never starts with '_'). */
const SPA_FOLDER = '__spa';
/** Page results per message to the pipeline. */
const RESULT_BATCH = 50;
const port = parentPort;
if (!port) throw new Error('prerender/worker.ts runs as a worker thread');
const post = (message: WorkerMessage) => port.postMessage(message);

/** The frame split around the two placeholders. */
type Frame = { beforeHead: string; between: string; afterBody: string };

type RenderPage = typeof renderPageType;

async function loadRenderer(): Promise<{
  frame: Frame;
  renderers: Renderers;
  frameHash: string;
  renderPage: RenderPage;
}> {
  await import(pathToFileURL(setup.serverEntry).href);
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
async function renderSpaShell(renderPage: RenderPage, view: PageView, path: string) {
  const directory = view.locale.directory;
  const result = await renderPage({
    urlOriginal: directory ? `/${directory}/go` : '/go',
    prerenderView: view,
  });
  const body = result.httpResponse?.body;
  if (result.httpResponse?.statusCode !== 200 || typeof body !== 'string')
    throw new Error(`SPA shell: status ${result.httpResponse?.statusCode ?? 'none'}`);
  await writeStreaming(path, body);
}

async function writeStreaming(path: string, data: string): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  // Never write through a hard link carried over from the live build: that would change it too.
  await rm(path, { force: true });
  await writeFile(path, data);
}

async function carry(from: string, to: string): Promise<void> {
  await mkdir(dirname(to), { recursive: true });
  await link(from, to);
}

const loaded = loadRenderer();

async function runJob(job: LocaleJob): Promise<void> {
  const { frame, renderers, renderPage } = await loaded;
  const limit = pLimit(setup.concurrency);
  const locale = job.context.locale.locale;
  // Results go back in batches: one message a page cost more than the page's hashing.
  let batch: PageResult[] = [];
  const flush = () => {
    if (batch.length === 0) return;
    post({ type: 'pages', results: batch });
    batch = [];
  };
  await Promise.all(
    job.slugs.map((slug) =>
      limit(async () => {
        const result: PageResult = {
          slug,
          outcome: 'failed',
          hash: null,
          updatedAt: null,
          error: null,
        };
        try {
          const known = slug === HOME_SLUG ? undefined : job.previous?.unchanged[slug];
          if (known && job.previous) {
            try {
              await carry(
                join(job.previous.htmlRoot, slug, 'index.html'),
                join(job.htmlRoot, slug, 'index.html'),
              );
              await carry(
                join(job.previous.dbRoot, slug, 'db.json'),
                join(job.dbRoot, slug, 'db.json'),
              );
              result.hash = known.hash;
              result.updatedAt = known.updatedAt;
              result.outcome = 'carried';
              return;
            } catch {
              // The old files are gone: fetch and render it below.
            }
          }
          const page = await fetchPageData(setup.apiBaseUrl, `/${slug}`, locale, Page);
          const json = JSON.stringify(page);
          const hash = createHash('sha1').update(job.salt).update(json).digest('hex');
          result.hash = hash;
          result.updatedAt = page.updatedAt;
          const htmlPath = join(job.htmlRoot, slug, 'index.html');
          const dbPath = join(job.dbRoot, slug, 'db.json');
          // The home slug carries the SPA shell along (the shell is the home view with a go page).
          if (slug === HOME_SLUG)
            await renderSpaShell(
              renderPage,
              { ...job.context, page },
              join(job.htmlRoot, SPA_FOLDER, 'index.html'),
            );
          if (job.previous && job.previous.hashes[slug] === hash) {
            try {
              await carry(join(job.previous.htmlRoot, slug, 'index.html'), htmlPath);
              await carry(join(job.previous.dbRoot, slug, 'db.json'), dbPath);
              result.outcome = 'carried';
              return;
            } catch {
              // The old files are gone: render it anew below.
            }
          }
          // The page was parsed at the edge (fetchPageData) and the context in the pipeline.
          const view: PageView = { ...job.context, page };
          const parts = renderers.renderDocumentParts(renderers.Page, view);
          await writeStreaming(
            htmlPath,
            frame.beforeHead + parts.head + frame.between + parts.body + frame.afterBody,
          );
          await writeStreaming(dbPath, json);
          result.outcome = 'rendered';
        } catch (error) {
          result.outcome = 'failed';
          result.error = error instanceof Error ? error.message : String(error);
        } finally {
          batch.push(result);
          if (batch.length >= RESULT_BATCH) flush();
        }
      }),
    ),
  );
  flush();
  post({ type: 'done' });
}

loaded.then(
  ({ frameHash }) => post({ type: 'ready', frameHash }),
  (error: unknown) =>
    post({ type: 'fatal', error: error instanceof Error ? error.message : String(error) }),
);

port.on('message', (job: LocaleJob) => {
  runJob(job).catch((error: unknown) =>
    post({ type: 'fatal', error: error instanceof Error ? error.message : String(error) }),
  );
});
