/** `npm run serve -- [--out DIR]`: the published tree as the CDN would serve it, on PORT (3000). */
import { parseArgs } from 'node:util';
import { parsePrerenderEnv, publishedOutDir } from '../src/config/prerender-env';
import { parseServerTimeouts } from '../src/config/server-timeouts';
import { createCdnServer } from './serve';

const { values } = parseArgs({ options: { out: { type: 'string' } } });
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';
const server = createCdnServer({
  outDir: values.out ?? publishedOutDir(parsePrerenderEnv(process.env)),
  timeouts: parseServerTimeouts(process.env),
});
server.listen(port, host, () => console.log(`Serving http://${host}:${port}`));
const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
