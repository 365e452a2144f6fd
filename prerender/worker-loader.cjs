// A render worker's entry when the worker is bundled (build/worker-bundle.ts): compiles the
// bundle with V8's code cache and runs it. Plain JavaScript: a worker thread starts without tsx.
//
// The cache holds the bytecode of every function compiled when it was made, so it is made once
// the worker has rendered its first batch (worker.ts calls the hook below): the next workers
// then neither parse nor compile the server build, React and vike, nor the render functions of
// the first pages. V8 checks it against the source and its own version and flags; a rejected
// cache is made again.
//
// CommonJS: a worker whose entry is an ES module starts its module loader first, some 12 ms of
// every boot on this machine (more while the main thread works).
'use strict';
const { isAscii } = require('node:buffer');
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
// The bundle is made ASCII (worker-bundle.ts): read as latin1 it is a one-byte string made by a
// plain copy; a bundle with other characters is decoded as UTF-8.
const source = readFileSync(bundle.file);
const script = new Script(isAscii(source) ? source.toString('latin1') : source.toString('utf8'), {
  filename: bundle.file,
  cachedData,
});

// The hook worker.ts calls (prerender/code-cache.ts names the same symbol): the cache is written
// when this worker had none it could use, once, whole or not at all.
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
