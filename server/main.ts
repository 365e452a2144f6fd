/** `npm run api`: the local content API on PORT (default 4000), configured by env only. */
import { DataFolderError } from './db/db';
import { startApi } from './listen';

const api = await startApi().catch((error: unknown) => {
  // A data folder that cannot be made or opened is the newcomer's error: one line, no stack.
  if (error instanceof DataFolderError) {
    console.error(`Content API: ${error.message}`);
    process.exit(1);
  }
  throw error;
});
console.log(
  `Content API listening on ${api.url} (test endpoints ${api.env.API_TEST_ENDPOINTS ? 'on' : 'off'})`,
);
// Several processes may share one database: each says what it changed there.
console.log(
  `Content API database: migrations applied ${JSON.stringify(api.migrations)}, ${api.seeded ? 'seeded' : 'seed already there'}`,
);
const stop = () => {
  void api.close().then(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
