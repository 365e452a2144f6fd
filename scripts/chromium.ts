/**
 * Debian's chromium and the flags it needs (docs/toolchain.md#chromium), shared by the Playwright
 * config and the client benchmark.
 */
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** No sandbox (root), no GPU, and no background traffic to hosts this network cannot reach. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
