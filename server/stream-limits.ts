/**
 * Caps on the change stream (GET /changes, SSE): open streams per client address and overall, so
 * idle streams cannot starve the API of connections. A stream that delivers no event for the
 * idle time is closed by the route; the browser's EventSource opens a new one.
 */
/** The limits. */
export type StreamLimits = { perClient: number; total: number };

/** Why a stream was refused: 429 when the client has its share, 503 when the API is full. */
export type StreamRefusal = { status: 429 | 503; message: string };

/** Counts open streams; `open` answers a release function or a refusal. */
export function createStreamLimiter(limits: StreamLimits) {
  const byClient = new Map<string, number>();
  let total = 0;
  return {
    open(client: string): { release: () => void } | StreamRefusal {
      const mine = byClient.get(client) ?? 0;
      if (mine >= limits.perClient)
        return { status: 429, message: `At most ${String(limits.perClient)} streams per client` };
      if (total >= limits.total)
        return { status: 503, message: 'Too many open streams, try again later' };
      byClient.set(client, mine + 1);
      total += 1;
      let released = false;
      return {
        release: () => {
          if (released) return;
          released = true;
          total -= 1;
          const left = (byClient.get(client) ?? 1) - 1;
          if (left > 0) byClient.set(client, left);
          else byClient.delete(client);
        },
      };
    },
    /** Open streams overall. */
    count: (): number => total,
  };
}
