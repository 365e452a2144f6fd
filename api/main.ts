/** `npm run api`: the local content API on PORT (default 4000), configured by env only. */
import { startApi } from './server';

const api = await startApi();
console.log(
  `Content API listening on ${api.url} (test endpoints ${api.env.API_TEST_ENDPOINTS ? 'on' : 'off'})`,
);
const stop = () => {
  void api.close().then(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
