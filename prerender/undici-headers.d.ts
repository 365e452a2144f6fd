/** undici's Headers module on its own (prerender/worker-globals.ts): the class undici exports. */
declare module 'undici/lib/web/fetch/headers.js' {
  export { Headers } from 'undici';
}
