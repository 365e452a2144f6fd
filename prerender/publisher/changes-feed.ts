/**
 * Follows the content API's change stream (GET /changes, docs/content-api.md "Changes"): each
 * event parsed and handed on in order. A dropped or closed stream is opened again after a backoff
 * with the last id seen as Last-Event-ID, so the API replays what came meanwhile; an id it no
 * longer keeps comes back as a `reset`, which the publisher answers by comparing everything.
 */
import { request, type IncomingMessage } from 'node:http';
import { ContentChange, ChangeReset } from '../../src/domain/entities/content-keys';
import { backoffDelayMs, SPEC_BACKOFF } from '../../src/domain/rules/backoff';

/** What the feed hands on: the stream is open (`ready`), a change, or a gap to compare over. */
export type FeedEvent =
  | { kind: 'ready'; id: number }
  | { kind: 'change'; change: ContentChange }
  | { kind: 'compare'; id: number; why: string };

/** Where the feed reads from and what it calls. */
export type FeedOptions = {
  apiBaseUrl: string;
  onEvent: (event: FeedEvent) => void;
  log: (line: string) => void;
  /** Base of the backoff between attempts to open the stream again (product §9's shape). */
  backoffBaseMs: number;
  /** Called when a stream ends, before the next is tried. */
  onClosed?: () => void;
};

/** A running feed: the last id seen, and its stop. */
export type Feed = { lastId: () => number; stop: () => void };

/** One server-sent event as its lines gave it. */
type RawEvent = { id: string | null; event: string; data: string };

/** Parses the complete events at the start of `text`; answers them and the rest. */
export function parseEvents(text: string): { events: RawEvent[]; rest: string } {
  const events: RawEvent[] = [];
  const blocks = text.replace(/\r\n?/g, '\n').split('\n\n');
  const rest = blocks.pop() ?? '';
  for (const block of blocks) {
    const event: RawEvent = { id: null, event: 'message', data: '' };
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line === '' || line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'id') event.id = value;
      else if (field === 'event') event.event = value;
      else if (field === 'data') data.push(value);
    }
    event.data = data.join('\n');
    if (event.id !== null || data.length > 0) events.push(event);
  }
  return { events, rest };
}

/** The feed's event for a raw one; anything else the stream sends makes the publisher compare. */
function feedEventOf(raw: RawEvent): FeedEvent {
  const id = Number(raw.id ?? 0);
  try {
    if (raw.event === 'ready') return { kind: 'ready', id };
    if (raw.event === 'change')
      return { kind: 'change', change: ContentChange.parse(JSON.parse(raw.data)) };
    if (raw.event === 'reset') {
      const reset = ChangeReset.parse(JSON.parse(raw.data));
      return {
        kind: 'compare',
        id: reset.latest,
        why: `the change log cannot resume (${reset.reason})`,
      };
    }
    return { kind: 'compare', id, why: `a ${raw.event} event names no keys` };
  } catch {
    return { kind: 'compare', id, why: `an unreadable ${raw.event} event` };
  }
}

/** Starts following; the first stream opens at once, from the newest change. */
export function followChanges(options: FeedOptions): Feed {
  let lastId = 0;
  let stopped = false;
  let attempt = 0;
  let current: ReturnType<typeof request> | null = null;
  let timer: NodeJS.Timeout | null = null;
  const open = () => {
    timer = null;
    let ended = false;
    // One stream ends once, whether by its answer's close or its request's error.
    const end = (why: string) => {
      if (ended || stopped) return;
      ended = true;
      options.onClosed?.();
      const wait = backoffDelayMs(Math.min(attempt, 6), Math.random, {
        ...SPEC_BACKOFF,
        baseMs: options.backoffBaseMs,
      });
      attempt += 1;
      options.log(`publisher: the change stream ${why}; again in ${String(Math.round(wait))} ms`);
      timer = setTimeout(open, wait);
    };
    const headers: Record<string, string> = { accept: 'text/event-stream' };
    if (lastId > 0) headers['last-event-id'] = String(lastId);
    current = request(`${options.apiBaseUrl}/changes`, { headers }, (res) =>
      readStream(res, {
        onEvent: (event) => {
          if (event.kind === 'ready') attempt = 0;
          const id = event.kind === 'change' ? event.change.id : event.id;
          if (id > 0) lastId = id;
          options.onEvent(event);
        },
        end,
      }),
    );
    current.on('error', (error) => end(`failed (${error.message})`));
    current.end();
  };
  open();
  return {
    lastId: () => lastId,
    stop: () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      current?.destroy();
    },
  };
}

/** Reads one answer of GET /changes, event by event, until it ends. */
function readStream(
  res: IncomingMessage,
  { onEvent, end }: { onEvent: (event: FeedEvent) => void; end: (why: string) => void },
) {
  if (res.statusCode !== 200) {
    res.resume();
    end(`answered ${String(res.statusCode)}`);
    return;
  }
  let buffered = '';
  res.setEncoding('utf8');
  res.on('data', (chunk: string) => {
    const { events, rest } = parseEvents(buffered + chunk);
    buffered = rest;
    for (const raw of events) onEvent(feedEventOf(raw));
  });
  res.on('error', (error) => end(`was cut (${error.message})`));
  res.on('close', () => end('closed'));
}
