/**
 * HTTP/1.1 written by hand on one connection, for what a client library hides: a request left
 * unfinished, and whether the server ends the connection after an answer.
 */
import { connect, type Socket } from 'node:net';

/** What came back on the connection, all of it, once the server ended it. */
export type RawExchange = { text: string; error: string | null };

/** A connection to 127.0.0.1:`port` that `talk` writes to; its answer is all the server sent. */
function exchange(port: number, talk: (socket: Socket) => void): Promise<RawExchange> {
  return new Promise((resolve) => {
    const received: Buffer[] = [];
    let error: string | null = null;
    const socket = connect(port, '127.0.0.1', () => talk(socket));
    socket.on('data', (data: Buffer) => received.push(data));
    socket.on('error', (e: Error) => (error = e.message));
    socket.on('close', () => resolve({ text: Buffer.concat(received).toString('latin1'), error }));
  });
}

/**
 * Writes `chunks` to 127.0.0.1:`port` and leaves the connection open; the answer is everything
 * the server sent before it ended (or reset) the connection.
 */
export function sendRaw(port: number, chunks: readonly (string | Buffer)[]): Promise<RawExchange> {
  return exchange(port, (socket) => {
    for (const chunk of chunks) socket.write(chunk);
  });
}

/**
 * Like `sendRaw`, with `gapMs` of silence between the chunks: whether an idle connection is
 * still the server's when its client speaks again.
 */
export function sendApart(
  port: number,
  chunks: readonly (string | Buffer)[],
  gapMs: number,
): Promise<RawExchange> {
  return exchange(port, (socket) => {
    void (async () => {
      for (const [i, chunk] of chunks.entries()) {
        if (i > 0) await new Promise((resolve) => setTimeout(resolve, gapMs));
        if (!socket.destroyed) socket.write(chunk);
      }
    })();
  });
}

/** The head of a request: its request line and `headers`, then the blank line. */
export const requestHead = (line: string, headers: Record<string, string | number>): string =>
  `${line}\r\n${Object.entries(headers)
    .map(([name, value]) => `${name}: ${String(value)}\r\n`)
    .join('')}\r\n`;
