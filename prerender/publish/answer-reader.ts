/**
 * HTTP/1.1 answers read off one connection's bytes (RFC 9112), for the pipelined POSTs: each
 * answer's status and whether the server closes the connection after it. A body is skipped by its
 * length, its chunks, or (neither given) to the connection's end; interim 1xx answers are skipped.
 */

/** One final answer: its status, and whether the server closes the connection after it. */
export type Answer = { status: number; closes: boolean };

const HEAD_END = Buffer.from('\r\n\r\n');
const LINE_END = Buffer.from('\r\n');
/** A head larger than this is no answer to a small POST: the connection is given up. */
const MAX_HEAD_BYTES = 64 * 1024;

/** Bytes that cannot be read as HTTP/1.1 answers. */
export class AnswerError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AnswerError';
  }
}

type Head = {
  status: number;
  /** Content-Length, or null when none is given. */
  length: number | null;
  chunked: boolean;
  closes: boolean;
  bodyless: boolean;
};

function parseHead(text: string): Head {
  const [statusLine = '', ...fields] = text.split('\r\n');
  const match = /^HTTP\/1\.([01]) (\d{3})(?: |$)/.exec(statusLine);
  if (!match) throw new AnswerError(`not an HTTP/1.x answer: ${JSON.stringify(statusLine)}`);
  const status = Number(match[2]);
  let length: number | null = null;
  let chunked = false;
  let connection = '';
  for (const field of fields) {
    const colon = field.indexOf(':');
    if (colon <= 0) throw new AnswerError(`a header line without a name: ${JSON.stringify(field)}`);
    const name = field.slice(0, colon).trim().toLowerCase();
    const value = field
      .slice(colon + 1)
      .trim()
      .toLowerCase();
    if (name === 'content-length') {
      if (!/^\d+$/.test(value)) throw new AnswerError(`a content-length of ${value}`);
      length = Number(value);
    } else if (name === 'transfer-encoding')
      chunked = value.split(',').at(-1)?.trim() === 'chunked';
    else if (name === 'connection') connection = value;
  }
  const http10 = match[1] === '0';
  return {
    status,
    length,
    chunked,
    closes: connection.includes('close') || (http10 && !connection.includes('keep-alive')),
    bodyless: status < 200 || status === 204 || status === 304,
  };
}

/** Where a chunked body that starts at `start` ends, or null until all of it is there. */
function chunkedEnd(bytes: Buffer, start: number): number | null {
  for (let at = start; ;) {
    const lineEnd = bytes.indexOf(LINE_END, at);
    if (lineEnd < 0) return null;
    const sizeText = bytes.toString('latin1', at, lineEnd).split(';')[0]?.trim() ?? '';
    if (!/^[0-9a-fA-F]{1,8}$/.test(sizeText))
      throw new AnswerError(`a chunk size of ${JSON.stringify(sizeText)}`);
    const size = Number.parseInt(sizeText, 16);
    if (size === 0) {
      // The last chunk: trailer lines, if any, up to an empty one.
      const end = bytes.indexOf(HEAD_END, lineEnd);
      return end < 0 ? null : end + HEAD_END.length;
    }
    at = lineEnd + LINE_END.length + size + LINE_END.length;
    if (bytes.length < at) return null;
  }
}

/** Reads the answers of one connection, in the order they come. */
export class AnswerReader {
  private bytes: Buffer = Buffer.alloc(0);
  /** The last answer's body runs to the connection's end: nothing after it is an answer. */
  private toTheEnd = false;

  /** Adds the bytes that came; answers each final answer now complete. Throws an AnswerError. */
  push(chunk: Buffer): Answer[] {
    if (this.toTheEnd) return [];
    this.bytes = this.bytes.length > 0 ? Buffer.concat([this.bytes, chunk]) : chunk;
    const answers: Answer[] = [];
    for (let next = this.next(); next; next = this.next()) {
      this.bytes = this.bytes.subarray(next.end);
      if (next.head.status >= 200) answers.push({ status: next.head.status, closes: next.closes });
      if (this.toTheEnd) break;
    }
    return answers;
  }

  /** The answer at the start of the bytes held, once its head and body are all there. */
  private next(): { head: Head; end: number; closes: boolean } | null {
    const headEnd = this.bytes.indexOf(HEAD_END);
    if (headEnd < 0) {
      if (this.bytes.length > MAX_HEAD_BYTES) throw new AnswerError('an answer head over 64 KB');
      return null;
    }
    const head = parseHead(this.bytes.toString('latin1', 0, headEnd));
    const bodyStart = headEnd + HEAD_END.length;
    if (head.bodyless) return { head, end: bodyStart, closes: head.closes };
    if (head.chunked) {
      const end = chunkedEnd(this.bytes, bodyStart);
      return end === null ? null : { head, end, closes: head.closes };
    }
    if (head.length !== null) {
      const end = bodyStart + head.length;
      return this.bytes.length < end ? null : { head, end, closes: head.closes };
    }
    this.toTheEnd = true;
    return { head, end: this.bytes.length, closes: true };
  }
}
