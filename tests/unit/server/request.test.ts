import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerErrors } from '../../../server/content/middleware';
import {
  paged,
  Paging,
  parseBody,
  parseQuery,
  tagCounts,
  votes,
} from '../../../server/content/request';

/** An app that answers what parseQuery and parseBody read, errors as the API answers them. */
function appWith() {
  const app = new Hono();
  registerErrors(app);
  app.get('/q', (c) => c.json(parseQuery(Paging, c)));
  app.post('/b', async (c) => c.json(await parseBody(z.object({ name: z.string() }), c)));
  return app;
}

const post = (body: string) =>
  appWith().request('/b', {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json' },
  });

describe('parseQuery', () => {
  it('reads the query with its defaults', async () => {
    const res = await appWith().request('/q?page=3');
    expect(await res.json()).toEqual({ page: 3, pageSize: 5 });
  });

  it('answers 400 naming each field that does not fit', async () => {
    const res = await appWith().request('/q?page=0&pageSize=101');
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: string; message: string };
    expect(body.error).toBe('bad_request');
    expect(body.message).toMatch(/^page: .*; pageSize: /);
  });
});

describe('parseBody', () => {
  it('reads a JSON body that fits the schema', async () => {
    expect(await (await post('{"name":"Ана"}')).json()).toEqual({ name: 'Ана' });
  });

  it.each([
    ['not JSON', '{name', 'Body must be JSON'],
    ['a wrong field', '{"name":1}', 'name: '],
  ])('answers 400 for %s', async (_, body, message) => {
    const res = await post(body);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toContain(message);
  });
});

describe('list shapes', () => {
  it('pages a list from page 1 with the total', () => {
    expect(paged([1, 2, 3, 4, 5], 2, 2)).toEqual({ items: [3, 4], total: 5, page: 2, pageSize: 2 });
    expect(paged([1, 2], 3, 2).items).toEqual([]);
  });

  it('counts tags, most used first', () => {
    expect(tagCounts([['a', 'b'], ['b'], ['c', 'b', 'a']])).toEqual({
      tags: [
        { tag: 'b', count: 3 },
        { tag: 'a', count: 2 },
        { tag: 'c', count: 1 },
      ],
    });
  });

  it('gives an id the same votes every time', () => {
    expect(votes(4)).toEqual({ id: 4, up: 28, down: 14 });
  });
});
