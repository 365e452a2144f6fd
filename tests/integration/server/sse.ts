/** GET /changes read as a test reads it: the events so far, and a wait for the next that matches. */

/** One server-sent event. */
export type SseEvent = { id: string | null; event: string; data: string };

/** Parses the complete events of `text` (each ends with a blank line). */
export function parseEvents(text: string): SseEvent[] {
  return text
    .split('\n\n')
    .slice(0, -1)
    .flatMap((block) => {
      const fields = block.split('\n').filter((line) => !line.startsWith(':'));
      if (fields.length === 0) return [];
      const value = (name: string) =>
        fields
          .filter((line) => line.startsWith(`${name}:`))
          .map((line) => line.slice(name.length + 1).trimStart());
      return [
        {
          id: value('id')[0] ?? null,
          event: value('event')[0] ?? 'message',
          data: value('data').join('\n'),
        },
      ];
    });
}

/** An open stream. */
export type ChangeStream = {
  events: () => SseEvent[];
  /** Resolves with the first event (from the start) that `match` accepts. */
  until: (match: (event: SseEvent) => boolean) => Promise<SseEvent>;
  close: () => void;
};

/** Opens GET /changes, resuming after `lastEventId` when given, and waits for `ready`. */
export async function openChangeStream(base: string, lastEventId?: string): Promise<ChangeStream> {
  const controller = new AbortController();
  const response = await fetch(`${base}/changes`, {
    signal: controller.signal,
    headers: lastEventId === undefined ? {} : { 'last-event-id': lastEventId },
  });
  if (response.status !== 200) throw new Error(`GET /changes answered ${String(response.status)}`);
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  const until = async (match: (event: SseEvent) => boolean) => {
    for (;;) {
      const found = parseEvents(text).find(match);
      if (found) return found;
      const { value, done } = await reader.read();
      if (done) throw new Error(`The stream ended before the event: ${text}`);
      text += decoder.decode(value, { stream: true });
    }
  };
  await until((e) => e.event === 'ready');
  return { events: () => parseEvents(text), until, close: () => controller.abort() };
}
