/**
 * `npm run dev`: vike's dev server with hot reload, against the real local services: the Auth
 * emulator with the seeded accounts and the content API over its embedded database (the same
 * start-up as `npm start`, without the build, prerender and CDN). Ports: PORT (3000), API_PORT
 * (4000), AUTH_EMULATOR_PORT (9099). A changed component shows on the next request or at once
 * through vite's hot update; a change to the API or the seed needs a restart.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { localStackOptions, startServices } from './stack';

const root = fileURLToPath(new URL('..', import.meta.url));
const options = localStackOptions(root);
// Listening before the start-up: the services run in their own process groups, so a Ctrl-C
// while they start reaches them only through this stop.
const stopping = new AbortController();
const onSignal = (signal: NodeJS.Signals) => stopping.abort(signal);
process.on('SIGINT', onSignal);
process.on('SIGTERM', onSignal);

const services = await startServices({ ...options, signal: stopping.signal }).catch(
  (error: unknown) => {
    console.error(`npm run dev: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
// A signal that came as the start-up ended did not stop it: it stops here.
if (stopping.signal.aborted) {
  await services.stop();
  process.exit(0);
}
const vite = spawn('npx', ['vike', 'dev', '--port', String(options.sitePort)], {
  cwd: root,
  env: services.env,
  stdio: 'inherit',
  // Its own process group, so a stop reaches vike behind npx too.
  detached: true,
});
console.log(`Content API: ${services.apiUrl}   Auth emulator: ${services.authEmulatorHost}`);

const shutdown = () => {
  if (vite.pid !== undefined && vite.exitCode === null) process.kill(-vite.pid, 'SIGTERM');
  void services.stop().then(() => process.exit(0));
};
vite.on('exit', (code) => {
  void services.stop().then(() => process.exit(code ?? 0));
});
stopping.signal.addEventListener('abort', shutdown, { once: true });
