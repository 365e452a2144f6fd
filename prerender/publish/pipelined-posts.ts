/**
 * Small POSTs pipelined on a few kept-alive HTTP/1.1 connections (RFC 9112 §9.3.2): a connection
 * sends up to `depth` requests before their answers come, and the server answers them in order.
 * The cache clears (product §7) are one POST a page after a publish; sent one exchange at a time,
 * the client spent more CPU on them than the server (BENCHMARKS.md "Measurements the code cites").
 * A POST whose answer never came (the server closed after an earlier answer, as one that caps a
 * connection's requests does, or the connection broke) is sent again on a new connection, so it
 * must be safe to repeat. A connection that gets no answer at all is a strike against its lane;
 * a lane stops at its second in a row, and what no lane sent fails.
 */
import { connect as netConnect, isIP, type Socket } from 'node:net';
import { connect as tlsConnect } from 'node:tls';
import { AnswerReader } from './answer-reader';

export type PipelinedPosts = {
  /** An http: or https: URL; every POST goes to it. */
  url: string;
  headers: Readonly<Record<string, string>>;
  /** The JSON bodies, taken as they are sent: at most `connections × depth` are held at once. */
  bodies: Iterator<string>;
};

export type PipelineLimits = {
  connections: number;
  /** Requests a connection sends ahead of their answers. */
  depth: number;
  /** A connection silent this long with requests in flight is given up. */
  timeoutMs: number;
};

/** How many POSTs got a 2xx answer, and how many did not (another status, or none). */
export type PostCounts = { ok: number; failed: number };

type Post = { body: string; tries: number };

/** Sends at most this many times a POST whose connection broke before its answer. */
const MAX_TRIES = 2;
/** Connections in a row without an answer after which a lane stops. */
const MAX_STRIKES = 2;

/** What every lane shares: the target, the bodies still to send and the counts. */
type Shared = {
  connect: (ready: () => void) => Socket;
  requestOf: (body: string) => string;
  take: () => Post | null;
  /** A POST whose connection ended before its answer; `broke`: not a close the server announced. */
  unanswered: (post: Post, broke: boolean) => void;
  counts: PostCounts;
  limits: PipelineLimits;
};

/** Sends every body as a POST to `url`; resolves with the counts once each has its outcome. */
export async function postPipelined(
  { url, headers, bodies }: PipelinedPosts,
  limits: PipelineLimits,
): Promise<PostCounts> {
  const counts: PostCounts = { ok: 0, failed: 0 };
  const again: Post[] = [];
  const take = (): Post | null => {
    const post = again.pop();
    if (post) return post;
    const next = bodies.next();
    return next.done ? null : { body: next.value, tries: 0 };
  };
  const unanswered = (post: Post, broke: boolean) => {
    const tries = post.tries + (broke ? 1 : 0);
    if (tries >= MAX_TRIES) counts.failed += 1;
    else again.push({ body: post.body, tries });
  };
  const shared = { ...target(url, headers), take, unanswered, counts, limits };
  await Promise.all(Array.from({ length: Math.max(1, limits.connections) }, () => lane(shared)));
  // Every lane stopped on its strikes: what is left was never answered.
  for (let post = take(); post; post = take()) counts.failed += 1;
  return counts;
}

/** How to open a connection to `url` and write one POST of a body to it. */
function target(url: string, headers: Readonly<Record<string, string>>) {
  const parsed = new URL(url);
  const secure = parsed.protocol === 'https:';
  if (!secure && parsed.protocol !== 'http:') throw new Error(`not an http(s) URL: ${url}`);
  const host = parsed.hostname.replace(/^\[|\]$/g, '');
  const port = Number(parsed.port || (secure ? 443 : 80));
  const fields = Object.entries({ host: parsed.host, ...headers }).map(([name, value]) => {
    if (/[\r\n:]/.test(name) || /[\r\n]/.test(value)) throw new Error(`a bad header ${name}`);
    return `${name}: ${value}\r\n`;
  });
  const start = `POST ${parsed.pathname}${parsed.search} HTTP/1.1\r\n${fields.join('')}`;
  return {
    connect: (ready: () => void): Socket =>
      secure
        ? tlsConnect({ host, port, ...(isIP(host) ? {} : { servername: host }) }, ready)
        : netConnect(port, host, ready),
    requestOf: (body: string) =>
      `${start}content-length: ${String(Buffer.byteLength(body))}\r\n\r\n${body}`,
  };
}

/** One lane: a connection at a time while there are bodies and it has not struck out. */
async function lane(shared: Shared): Promise<void> {
  for (let strikes = 0; strikes < MAX_STRIKES;) {
    const first = shared.take();
    if (!first) return;
    const answered = await connection(shared, first);
    strikes = answered > 0 ? 0 : strikes + 1;
  }
}

/**
 * One connection: sends `first` and what it can take, keeps `depth` in flight, and resolves with
 * how many answers came once it closed; the POSTs still in flight then are handed back.
 */
function connection(shared: Shared, first: Post): Promise<number> {
  const { limits, counts } = shared;
  return new Promise((done) => {
    const inFlight: Post[] = [];
    const reader = new AnswerReader();
    let answered = 0;
    /** The server said it closes the connection: nothing more is sent on it. */
    let closing = false;
    const send = (posts: Post[]) => {
      inFlight.push(...posts);
      socket.write(posts.map((post) => shared.requestOf(post.body)).join(''));
    };
    const fill = () => {
      const more: Post[] = [];
      for (let post; inFlight.length + more.length < limits.depth && (post = shared.take());)
        more.push(post);
      if (more.length > 0) send(more);
      else if (inFlight.length === 0) socket.end();
    };
    let connected = false;
    const socket = shared.connect(() => {
      connected = true;
      send([first]);
      fill();
    });
    socket.setNoDelay(true);
    socket.setTimeout(limits.timeoutMs, () => socket.destroy());
    socket.on('data', (chunk: Buffer) => {
      try {
        for (const answer of reader.push(chunk)) {
          const post = inFlight.shift();
          if (!post) throw new Error('an answer to no request');
          answered += 1;
          counts[answer.status >= 200 && answer.status < 300 ? 'ok' : 'failed'] += 1;
          closing ||= answer.closes;
        }
      } catch {
        socket.destroy();
        return;
      }
      if (closing) socket.end();
      else fill();
    });
    socket.on('error', () => undefined);
    socket.on('close', () => {
      for (const post of connected ? inFlight : [first]) shared.unanswered(post, !closing);
      done(answered);
    });
  });
}
