/** Starts the local stack for a person (see scripts/stack.ts) and keeps it up until Ctrl+C. */
import { constants } from 'node:os';
import { fileURLToPath } from 'node:url';
import { SEED_PASSWORD } from '../server/seed/users';
import { localStackOptions, startStack } from './stack';

const root = fileURLToPath(new URL('..', import.meta.url));

// Listening before the start-up: the services run in their own process groups, so a Ctrl-C
// while they start or the site builds reaches them only through this stop.
const stopping = new AbortController();
const onSignal = (signal: NodeJS.Signals) => stopping.abort(signal);
process.on('SIGINT', onSignal);
process.on('SIGTERM', onSignal);

const stack = await startStack({ ...localStackOptions(root), signal: stopping.signal }).catch(
  (error: unknown) => {
    if (stopping.signal.aborted) {
      console.error('npm start: stopped before the site was up; what it had started is stopped');
      process.exit(128 + constants.signals[stopping.signal.reason as NodeJS.Signals]);
    }
    // The failing step already printed its own output; a stack trace here would only bury it.
    console.error(`npm start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
// A signal that came as the start-up ended did not stop it: it stops here.
if (stopping.signal.aborted) {
  await stack.stop();
  process.exit(0);
}
stopping.signal.addEventListener('abort', () => void stack.stop().then(() => process.exit(0)), {
  once: true,
});

console.log(`\nThe site is up: ${stack.siteUrl}/  (bg-DE: ${stack.siteUrl}/de)`);
console.log(`Content API: ${stack.apiUrl}   Stop with Ctrl+C.`);
console.log(
  `Auth emulator: ${stack.authEmulatorHost}; seeded accounts such as ivan@kazino-bg.example, password ${SEED_PASSWORD} (docs/accounts.md)`,
);
console.log(
  `What the site sent (mails, event reports, cache clears, CSP reports): ${stack.apiUrl}/inbox/outbox, ${stack.apiUrl}/inbox/events, ${stack.apiUrl}/inbox/cache-clears, ${stack.apiUrl}/inbox/csp-reports`,
);
