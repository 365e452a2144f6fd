/**
 * A proxy in front of the test API that streams every answer as it comes (the change stream
 * too) and can fail as a CMS does: answer 503 to every read but the stream, cut every open
 * connection, or refuse new ones.
 */
import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export type FaultProxy = {
  url: string;
  /** Reads (not the change stream) answer 503 while true. */
  failReads: boolean;
  /** New connections are dropped at once while true. */
  refuse: boolean;
  /** Cuts every open connection (the change stream's included). */
  cut: () => void;
  close: () => Promise<void>;
};

export async function startFaultProxy(apiUrl: string): Promise<FaultProxy> {
  const sockets = new Set<Socket>();
  const target = new URL(apiUrl);
  const forward = (req: IncomingMessage, res: ServerResponse) => {
    if (proxy.failReads && !(req.url ?? '').startsWith('/changes')) {
      res.writeHead(503, { 'content-type': 'application/json', 'retry-after': '1' });
      res.end('{"error":"unavailable"}');
      return;
    }
    const upstream = request(
      {
        host: target.hostname,
        port: target.port,
        path: req.url,
        method: req.method,
        headers: req.headers,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    res.on('close', () => upstream.destroy());
    req.pipe(upstream);
  };
  const server = createServer(forward);
  server.on('connection', (socket) => {
    if (proxy.refuse) return void socket.destroy();
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const proxy: FaultProxy = {
    url: `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`,
    failReads: false,
    refuse: false,
    cut: () => {
      for (const socket of sockets) socket.destroy();
    },
    close: async () => {
      proxy.cut();
      await new Promise((done) => server.close(done));
    },
  };
  return proxy;
}
