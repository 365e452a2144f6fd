import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createServer as createTlsServer } from 'node:https';
import { connect, createServer as createTcpServer, type AddressInfo, type Server } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { postPipelined, type PipelineLimits } from '../../../../prerender/publish/pipelined-posts';
import { TLS_LOCALHOST } from '../../../fixtures/tls-localhost';

const LIMITS: PipelineLimits = { connections: 2, depth: 16, timeoutMs: 5_000 };
const open: { close: (done: () => void) => unknown }[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((s) => new Promise<void>((done) => s.close(() => done()))));
});

function* bodies(count: number) {
  for (let i = 0; i < count; i += 1) yield JSON.stringify({ n: i });
}

/** What an HTTP server saw: bodies by socket, and the most requests a socket held unanswered. */
type Seen = { bodies: number[]; sockets: Set<unknown>; mostWaiting: number; headers: unknown[] };

/** Listens with `answer` deciding each request's status (after `delayMs`); the URL and what it saw. */
async function httpServer(
  answer: (n: number, res: ServerResponse, req: IncomingMessage) => number,
  delayMs = 0,
) {
  const seen: Seen = { bodies: [], sockets: new Set(), mostWaiting: 0, headers: [] };
  const waiting = new Map<unknown, number>();
  const server = createServer((req, res) => {
    const held = (waiting.get(req.socket) ?? 0) + 1;
    waiting.set(req.socket, held);
    seen.mostWaiting = Math.max(seen.mostWaiting, held);
    seen.sockets.add(req.socket);
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => {
      const { n } = JSON.parse(text) as { n: number };
      seen.bodies.push(n);
      seen.headers.push(req.headers);
      setTimeout(() => {
        waiting.set(req.socket, (waiting.get(req.socket) ?? 1) - 1);
        res.writeHead(answer(n, res, req)).end(n % 2 ? '{"ok":true}' : undefined);
      }, delayMs);
    });
  });
  open.push(server);
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  return { url: `http://127.0.0.1:${String((server.address() as AddressInfo).port)}/clear`, seen };
}

/** A TCP server that does `onSocket` with each connection. */
async function tcpServer(onSocket: Parameters<typeof createTcpServer>[1]) {
  const server: Server = createTcpServer(onSocket);
  open.push(server);
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  return `http://127.0.0.1:${String((server.address() as AddressInfo).port)}/clear`;
}

describe('POSTs pipelined on kept-alive connections (RFC 9112 §9.3.2)', () => {
  it('sends each body once, many ahead of their answers, on at most the connections given', async () => {
    const { url, seen } = await httpServer(() => 204, 2);
    const headers = { authorization: 'Basic eDp5', 'content-type': 'application/json' };
    const counts = await postPipelined({ url, headers, bodies: bodies(600) }, LIMITS);
    expect(counts).toEqual({ ok: 600, failed: 0 });
    expect([...seen.bodies].sort((a, b) => a - b)).toEqual([...Array(600).keys()]);
    expect(seen.sockets.size).toBeLessThanOrEqual(2);
    expect(seen.mostWaiting).toBeGreaterThan(1);
    expect(seen.mostWaiting).toBeLessThanOrEqual(16);
    const length = String(JSON.stringify({ n: seen.bodies[0] }).length);
    expect(seen.headers[0]).toMatchObject({ ...headers, 'content-length': length });
  });

  it('counts the answers that are not 2xx as failed', async () => {
    const { url } = await httpServer((n) => (n % 10 === 0 ? 500 : n % 10 === 1 ? 401 : 200));
    const counts = await postPipelined({ url, headers: {}, bodies: bodies(300) }, LIMITS);
    expect(counts).toEqual({ ok: 240, failed: 60 });
  });

  it('sends again what a server that closes after every 7th answer left unanswered', async () => {
    const { url, seen } = await httpServer((_, res, req) => {
      const socket = req.socket as typeof req.socket & { answered?: number };
      socket.answered = (socket.answered ?? 0) + 1;
      if (socket.answered % 7 === 0) res.setHeader('connection', 'close');
      return 200;
    });
    const counts = await postPipelined({ url, headers: {}, bodies: bodies(500) }, LIMITS);
    expect(counts).toEqual({ ok: 500, failed: 0 });
    expect(new Set(seen.bodies).size).toBe(500);
    expect(seen.sockets.size).toBeGreaterThanOrEqual(500 / 7);
  });

  it('speaks TLS to an https: URL', async () => {
    const server = createTlsServer(TLS_LOCALHOST, (req, res) => {
      req.resume();
      req.on('end', () => res.writeHead(200).end('{}'));
    });
    open.push(server);
    await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
    const url = `https://127.0.0.1:${String((server.address() as AddressInfo).port)}/clear`;
    const trust = process.env.NODE_TLS_REJECT_UNAUTHORIZED;
    process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';
    try {
      const counts = await postPipelined({ url, headers: {}, bodies: bodies(100) }, LIMITS);
      expect(counts).toEqual({ ok: 100, failed: 0 });
    } finally {
      if (trust === undefined) delete process.env.NODE_TLS_REJECT_UNAUTHORIZED;
      else process.env.NODE_TLS_REJECT_UNAUTHORIZED = trust;
    }
  });

  it('fails every body when nothing listens, without hanging', async () => {
    const url = await tcpServer(() => undefined);
    open.pop()?.close(() => undefined);
    await new Promise((r) => setTimeout(r, 50));
    const counts = await postPipelined({ url, headers: {}, bodies: bodies(1000) }, LIMITS);
    expect(counts).toEqual({ ok: 0, failed: 1000 });
  });

  it('fails every body when the server answers nothing, once the connections time out', async () => {
    const url = await tcpServer((socket) => socket.resume());
    const limits = { ...LIMITS, timeoutMs: 100 };
    const counts = await postPipelined({ url, headers: {}, bodies: bodies(200) }, limits);
    expect(counts).toEqual({ ok: 0, failed: 200 });
  });

  it('fails every body when the answers are not HTTP', async () => {
    const url = await tcpServer((socket) =>
      socket.once('data', () => socket.write('hello\r\n\r\n')),
    );
    const counts = await postPipelined({ url, headers: {}, bodies: bodies(200) }, LIMITS);
    expect(counts).toEqual({ ok: 0, failed: 200 });
  });

  it('sends again, once, what a connection cut mid-way had in flight', async () => {
    let connections = 0;
    const { url: upstream } = await httpServer(() => 200);
    const target = new URL(upstream);
    // The first connection is cut after its first request's bytes; later ones are passed on.
    const url = await tcpServer((socket) => {
      connections += 1;
      if (connections === 1) socket.once('data', () => socket.destroy());
      else {
        const up = connect(Number(target.port), target.hostname);
        socket.pipe(up).pipe(socket);
        socket.on('error', () => up.destroy());
        up.on('error', () => socket.destroy());
      }
    });
    const counts = await postPipelined(
      { url, headers: {}, bodies: bodies(100) },
      { ...LIMITS, connections: 1 },
    );
    expect(counts).toEqual({ ok: 100, failed: 0 });
    expect(connections).toBe(2);
  });

  it('refuses a header that would split the request', async () => {
    const headers = { authorization: 'x\r\nhost: evil' };
    await expect(
      postPipelined({ url: 'http://127.0.0.1:9/', headers, bodies: bodies(1) }, LIMITS),
    ).rejects.toThrow(/a bad header/);
  });
});
