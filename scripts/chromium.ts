/**
 * Debian's chromium, its headless shell and the flags they need (docs/toolchain.md#chromium),
 * shared by the Playwright config, the e2e specs that launch their own browser and the client
 * benchmark.
 */
/** The browser a visitor runs: the client benchmark and Lighthouse measure in it. */
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
/**
 * The same build's headless shell, which Playwright tests in by default: no window system to
 * drive, so the browser tests take about a third less CPU (docs/toolchain.md#chromium). It has no
 * installability check (it answers no error for any page): that test runs in CHROMIUM_PATH.
 */
export const TEST_CHROMIUM_PATH =
  process.env.TEST_CHROME_PATH ?? '/usr/lib/chromium/chromium-headless-shell';

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
