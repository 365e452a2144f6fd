/** Starts the local stack for a person (see scripts/stack.ts) and keeps it up until Ctrl+C. */
import { fileURLToPath } from 'node:url';
import { SEED_PASSWORD } from '../server/seed/users';
import { localStackOptions, startStack } from './stack';

const root = fileURLToPath(new URL('..', import.meta.url));

const stack = await startStack(localStackOptions(root)).catch((error: unknown) => {
  // The failing step already printed its own output; a stack trace here would only bury it.
  console.error(`npm start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
console.log(`\nThe site is up: ${stack.siteUrl}/  (bg-DE: ${stack.siteUrl}/de)`);
console.log(`Content API: ${stack.apiUrl}   Stop with Ctrl+C.`);
console.log(
  `Auth emulator: ${stack.authEmulatorHost}; seeded accounts such as ivan@kazino-bg.example, password ${SEED_PASSWORD} (docs/accounts.md)`,
);
console.log(
  `What the site sent (mails, event reports, cache clears, CSP reports): ${stack.apiUrl}/inbox/outbox, ${stack.apiUrl}/inbox/events, ${stack.apiUrl}/inbox/cache-clears, ${stack.apiUrl}/inbox/csp-reports`,
);

const shutdown = () => {
  void stack.stop().then(() => process.exit(0));
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
