/**
 * The publisher's health endpoint (docs/deploying.md "The publisher"): GET /health answers 200
 * with the counters while the change stream is open and the last patch did not fail, 503 with
 * them otherwise; GET /metrics the same counters as Prometheus text.
 */
import { createServer, type Server } from 'node:http';
import type { CountersView } from './counters';

/** What the endpoint reads at each request. */
export type HealthSource = () => { healthy: boolean; counters: CountersView };

/** The counters as Prometheus text. */
export function metricsText({ counters }: ReturnType<HealthSource>): string {
  const line = (name: string, help: string, value: number, type = 'counter') =>
    `# HELP publisher_${name} ${help}\n# TYPE publisher_${name} ${type}\npublisher_${name} ${String(value)}\n`;
  const latency = counters.latencyMs;
  return [
    line('changes_seen_total', 'Changes read from the content API stream.', counters.changesSeen),
    line('patches_total', 'Patches of the live build published.', counters.patches),
    line('pages_patched_total', 'Pages rendered anew and published.', counters.pagesPatched),
    line('patch_failures_total', 'Patches that failed and were put back.', counters.patchFailures),
    line('pending_pages', 'Pages waiting for the next patch.', counters.pending, 'gauge'),
    line('last_event_id', 'The newest change id seen.', counters.lastEventId, 'gauge'),
    ...(latency
      ? [
          line('edit_to_live_p50_ms', 'Edit-to-live latency, median.', latency.p50, 'gauge'),
          line(
            'edit_to_live_p99_ms',
            'Edit-to-live latency, 99th percentile.',
            latency.p99,
            'gauge',
          ),
        ]
      : []),
  ].join('');
}

/** Listens on `port` (0: any) of the loopback unless `host` says otherwise. */
export async function startHealth(
  source: HealthSource,
  { port, host = '127.0.0.1' }: { port: number; host?: string },
): Promise<{ server: Server; url: string }> {
  const server = createServer((req, res) => {
    const state = source();
    if (req.url === '/metrics') {
      res.writeHead(200, { 'content-type': 'text/plain; version=0.0.4' });
      res.end(metricsText(state));
    } else if (req.url === '/health') {
      res.writeHead(state.healthy ? 200 : 503, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ healthy: state.healthy, ...state.counters }));
    } else {
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('not found: /health or /metrics\n');
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const address = server.address();
  const bound = typeof address === 'object' && address ? address.port : port;
  return { server, url: `http://${host}:${String(bound)}` };
}
