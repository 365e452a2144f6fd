/**
 * `npm run prerender -- [--locale bg-BG …] [--out DIR] [--max-failures N] [--no-incremental]
 * [--allow-shrink PCT] [--no-siblings]`;
 * `--watch [--window-ms N] [--health-port P] [--health-host H]`: the publisher, until a signal;
 * sharded: `--shard i/n --build-id ID` on each of n machines, then `--merge n --build-id ID`;
 * `--siblings-only`: the sibling stage alone, exit 1 unless every sibling is there at its end.
 */
import { FEATURE_FLAGS } from '../src/config/constants';
import { loadConfig } from './config';
import { runPrerender, runSiblingStage } from './run';
import { startPublisher } from './publisher/publisher';
import type { PrerenderConfig } from './config';
import { MergeRefused } from './shard/record';
import { ShrinkRefused } from './plan/shrink-guard';
import { BuildIdRefused } from './read/site';

// product §9 feature flag: with prerender files off, the site is served by the server render.
if (!FEATURE_FLAGS.prerenderFiles) {
  console.log('prerender: the prerenderFiles feature flag is off; nothing is written');
  process.exit(0);
}

try {
  const config = loadConfig(process.argv.slice(2));
  if (config.watch) await watch(config);
  if (config.siblingsOnly) {
    const { stopped, failed } = await runSiblingStage(config, {});
    process.exit(stopped === null && failed.length === 0 ? 0 : 1);
  }
  const summary = await runPrerender(config);
  if (summary.failedLocales.length > 0) {
    for (const f of summary.failedLocales) {
      console.error(
        `prerender: ${f.locale} NOT published (the previous version keeps serving); failed pages: ${f.failedSlugs.join(', ')}`,
      );
    }
    process.exit(1);
  }
} catch (error) {
  const message = error instanceof Error ? error.message : String(error);
  const kept = 'nothing published (the live build keeps serving)';
  if (error instanceof MergeRefused) console.error(`prerender: merge refused: ${message}; ${kept}`);
  else if (error instanceof ShrinkRefused)
    console.error(`prerender: page list refused: ${message}; ${kept}`);
  else if (error instanceof BuildIdRefused) console.error(`prerender: ${message}; ${kept}`);
  else console.error(`prerender: ${message}`);
  process.exit(2);
}

/** Runs the publisher until a signal stops it; the patch in flight finishes first. */
async function watch(config: PrerenderConfig): Promise<never> {
  const publisher = await startPublisher({
    config,
    windowMs: config.watchWindowMs,
    health:
      config.healthPort === null ? null : { port: config.healthPort, host: config.healthHost },
    log: console.log,
  });
  const health = publisher.healthUrl ? `; health ${publisher.healthUrl}/health` : '';
  console.log(`publisher: following ${config.apiBaseUrl}/changes into ${config.outDir}${health}`);
  void publisher.caughtUp.then(() => console.log('publisher: caught up; every change from now on'));
  const stopped = await new Promise<NodeJS.Signals>((resolve) => {
    process.once('SIGINT', resolve);
    process.once('SIGTERM', resolve);
  });
  console.log(`publisher: ${stopped}: stopping after the patch in flight`);
  await publisher.stop();
  process.exit(0);
}
