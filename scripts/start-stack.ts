/** Starts the local stack for a person (see scripts/stack.ts) and keeps it up until Ctrl+C. */
import { startStack } from './stack';

const apiPort = Number(process.env.API_PORT ?? 4000);
const sitePort = Number(process.env.PORT ?? 3000);

const stack = await startStack({
  apiPort,
  sitePort,
  outDir: process.env.OUT_DIR ?? 'out',
  testEndpoints: false,
  dataDir: process.env.API_DATA_DIR ?? '.data/api',
  verbose: true,
});
console.log(`\nThe site is up: ${stack.siteUrl}/  (bg-DE: ${stack.siteUrl}/de)`);
console.log(`Content API: ${stack.apiUrl}   Stop with Ctrl+C.`);

const shutdown = () => {
  void stack.stop().then(() => process.exit(0));
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
