/**
 * Each integration file's setup: a fetch that fails names its method, its address and its cause
 * ("fetch failed" alone says none), so the one line a CI log keeps of a failure tells a server
 * that was down from a connection closed under the request.
 */
const WRAPPED = Symbol.for('casino-bg.fetch-failures');

type Fetch = typeof globalThis.fetch & { [WRAPPED]?: true };

/** "ECONNRESET read ECONNRESET", or what the cause has of it. */
function causeOf(error: TypeError): string {
  const cause = error.cause as { code?: unknown; message?: unknown } | undefined;
  const words = [cause?.code, cause?.message].filter((word) => typeof word === 'string');
  return words.length > 0 ? words.join(' ') : 'no cause given';
}

function addressOf(input: Parameters<typeof fetch>[0]): string {
  if (typeof input === 'string') return input;
  return input instanceof URL ? input.href : input.url;
}

const original: Fetch = globalThis.fetch;
// Files share a worker (vitest.config.ts `isolate: false`): wrap once a worker, not once a file.
if (!original[WRAPPED]) {
  const named: Fetch = async (input, init) => {
    try {
      return await original(input, init);
    } catch (error) {
      if (!(error instanceof TypeError) || error.message !== 'fetch failed') throw error;
      const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
      const said = `fetch failed: ${method} ${addressOf(input)}: ${causeOf(error)}`;
      throw new TypeError(said, { cause: error });
    }
  };
  named[WRAPPED] = true;
  globalThis.fetch = named;
}
