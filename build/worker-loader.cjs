// A bundled render worker's entry (worker-bundle.ts): runs the bundle compiled with V8's
// code cache, made after the first batch so it holds the render path too; V8 rejects a cache of
// another source, version or flags, and it is made again. CommonJS: an ES module entry would
// start the module loader first (BENCHMARKS.md).
'use strict';
const { renameSync, readFileSync, writeFileSync } = require('node:fs');
const { createRequire } = require('node:module');
const { dirname } = require('node:path');
const { Script } = require('node:vm');
const { workerData } = require('node:worker_threads');

/** @type {{ file: string; cacheFile: string }} */
const bundle = workerData.bundle;

/** @type {Buffer | undefined} */
let cachedData;
try {
  cachedData = readFileSync(bundle.cacheFile);
} catch {
  // None yet: this worker makes it.
}
const script = new Script(readFileSync(bundle.file, 'utf8'), {
  filename: bundle.file,
  cachedData,
});

// The hook prerender/render/worker.ts calls: the cache is written once, whole or not at all, when none was usable.
const state = !cachedData ? 'missing' : script.cachedDataRejected === true ? 'rejected' : 'used';
let wanted = state !== 'used';
globalThis[Symbol.for('casino-guide.prerender.codeCache')] = {
  state,
  wanted: () => wanted,
  save: () => {
    if (!wanted) return;
    wanted = false;
    try {
      const temp = `${bundle.cacheFile}.${process.pid}-${Math.random().toString(36).slice(2)}.tmp`;
      writeFileSync(temp, script.createCachedData());
      renameSync(temp, bundle.cacheFile);
    } catch {
      // A cache is only a speed-up; the next worker tries again.
    }
  },
};

const bundleModule = { exports: {} };
/** @type {(exports: object, require: NodeJS.Require, module: object, filename: string, dirname: string) => void} */
const run = script.runInThisContext();
run(
  bundleModule.exports,
  createRequire(bundle.file),
  bundleModule,
  bundle.file,
  dirname(bundle.file),
);
