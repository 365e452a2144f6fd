/**
 * The render worker's Headers global, from the undici its bundle carries, set before anything
 * uses it. vike's renderPage builds its response headers with `new Headers()`; Node's own global
 * is a second copy of undici loaded on first use (about 40 ms of every worker's boot, more while
 * the main thread works). Only undici's Headers module is loaded: the whole of undici would add
 * its HTTP/2, TLS and DNS modules to every boot, and the worker's HTTP (page reads, cache clears)
 * goes through node:http (http-json.ts). Imported first by prerender/worker.ts; only the worker
 * thread's own globals change.
 */
import { Headers } from 'undici/lib/web/fetch/headers.js';

Object.assign(globalThis, { Headers });
