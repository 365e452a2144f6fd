import { describe, expect, it } from 'vitest';
import { parseEvents } from '../../../../prerender/publisher/changes-feed';

describe('the change stream parser', () => {
  it('parses complete events and keeps the unfinished rest', () => {
    const { events, rest } = parseEvents(
      ': heartbeat\n\nid: 7\nevent: change\ndata: {"a":1}\n\nid: 8\nevent: rea',
    );
    expect(events).toEqual([{ id: '7', event: 'change', data: '{"a":1}' }]);
    expect(rest).toBe('id: 8\nevent: rea');
  });

  it('joins data lines, takes CRLF, and skips comments alone', () => {
    const { events } = parseEvents('event: x\r\ndata: one\r\ndata: two\r\n\r\n:only a comment\n\n');
    expect(events).toEqual([{ id: null, event: 'x', data: 'one\ntwo' }]);
  });
});
