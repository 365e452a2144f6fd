/**
 * The render worker's fetch globals (fetch, Headers, Request, Response, FormData) from the undici
 * its bundle carries for the cache clears, set before anything uses them. Node's own globals are
 * a second copy of undici, loaded on first use: vike's renderPage builds its response headers
 * with `new Headers()`, so every worker paid that load (about 40 ms on a quiet machine, more
 * while the main thread works) before its first render. The bundled copy comes from V8's code
 * cache with the rest of the worker (prerender/worker-bundle.ts) and serves the page reads too.
 * Imported first by prerender/worker.ts; only the worker thread's own globals change.
 */
import { fetch, FormData, Headers, Request, Response } from 'undici';

Object.assign(globalThis, { fetch, FormData, Headers, Request, Response });
