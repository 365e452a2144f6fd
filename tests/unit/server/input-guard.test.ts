import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  jsonDepth,
  jsonStorable,
  JSON_DEPTH_MAX,
  registerInputGuard,
  storableText,
  urlProblem,
} from '../../../server/content/input-guard';
import { registerErrors } from '../../../server/content/middleware';
import { parseBody } from '../../../server/content/request';

/** An app whose routes echo what they read, behind the guard. */
function guarded() {
  const app = new Hono();
  registerErrors(app);
  registerInputGuard(app, [{ path: '/clean', mediaTypes: ['text/plain'] }]);
  app.post('/clean', async (c) => c.json({ text: storableText(await c.req.text()) }));
  app.get('/p/:slug', (c) => c.json({ slug: c.req.param('slug'), q: c.req.query() }));
  app.post('/p', async (c) => c.json({ body: await parseBody(z.unknown(), c) }));
  return app;
}

const post = (body: string) =>
  guarded().request('/p', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  });

describe('the input guard (400, never a 500)', () => {
  it.each([
    ['NUL in a path segment', '/p/a%00b'],
    ['NUL in a query value', '/p/a?x=%00'],
    ['NUL in a query name', '/p/a?%00=1'],
    ['an encoded lone surrogate', '/p/a?x=%ED%A0%80'],
    ['malformed percent-encoding', '/p/%E0%A4%A'],
  ])('refuses %s', async (_, path) => {
    const response = await guarded().request(path);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'bad_request', reason: 'invalid-input' });
  });

  it.each([
    ['a lone high surrogate', '{"a":"x\\ud800"}'],
    ['a lone low surrogate in a key', '{"\\udc00":1}'],
    ['a NUL deep in a list', '{"a":[1,{"b":"x\\u0000"}]}'],
    ['JSON nested 100,000 deep', `${'['.repeat(100_000)}${']'.repeat(100_000)}`],
    [
      'JSON nested one past the limit',
      `${'{"a":'.repeat(JSON_DEPTH_MAX + 1)}1${'}'.repeat(JSON_DEPTH_MAX + 1)}`,
    ],
  ])('refuses a body with %s', async (_, body) => {
    const response = await post(body);
    expect(response.status).toBe(400);
  });

  it('lets through what is fine, read once by the guard and again by the route', async () => {
    const page = await guarded().request('/p/%D0%B0?x=%F0%9F%98%80&y=a+b');
    expect(await page.json()).toEqual({ slug: 'а', q: { x: '😀', y: 'a b' } });
    const body = '{"a":"пара 😀 \\ud83d\\ude00","b":[[[1]]]}';
    expect(await (await post(body)).json()).toEqual({ body: JSON.parse(body) as unknown });
    // Not JSON at all is the route's to answer.
    expect(await (await post('{not json')).json()).toMatchObject({ message: 'Body must be JSON' });
  });
});

describe('a body is JSON (415 otherwise)', () => {
  const send = (type: string | null, body = '{"a":1}', method = 'POST') =>
    guarded().request('/p', {
      method,
      body: new TextEncoder().encode(body),
      ...(type === null ? {} : { headers: { 'content-type': type } }),
    });

  it.each([
    ['no media type', null],
    ['text/plain', 'text/plain;charset=UTF-8'],
    ['a form', 'application/x-www-form-urlencoded'],
    ['a multipart form', 'multipart/form-data; boundary=x'],
    ['a look-alike', 'application/jsonx'],
    ['a merge patch where none is taken', 'application/merge-patch+json'],
  ])('refuses a body under %s', async (_, type) => {
    const response = await send(type);
    expect(response.status).toBe(415);
    expect(await response.json()).toMatchObject({
      error: 'unsupported_media_type',
      reason: 'unsupported-media-type',
    });
  });

  it('takes application/json in any case and with parameters, and no type without a body', async () => {
    for (const type of ['application/json', 'Application/JSON; charset=utf-8']) {
      expect((await send(type)).status).toBe(200);
    }
    expect((await guarded().request('/p', { method: 'POST' })).status).toBe(400);
  });

  it('names the type a PATCH takes (RFC 5789)', async () => {
    const response = await send('text/plain', '{}', 'PATCH');
    expect(response.status).toBe(415);
    expect(response.headers.get('accept-patch')).toBe('application/json');
  });

  it("takes a report route's own types there only", async () => {
    const report = (path: string) =>
      guarded().request(path, {
        method: 'POST',
        headers: { 'content-type': 'text/plain' },
        body: '{}',
      });
    expect((await report('/clean')).status).toBe(200);
    expect((await report('/p')).status).toBe(415);
  });
});

describe('routes that clean text themselves', () => {
  it('take NUL and lone surrogates, still not deep JSON', async () => {
    const send = (body: string) => guarded().request('/clean', { method: 'POST', body });
    expect(await (await send('"a\\u0000\\ud800b"')).json()).toEqual({ text: '"a\\u0000\\ud800b"' });
    expect(storableText('a\0b\ud800c\ud83d\ude00')).toBe('ab\uFFFDc😀');
    expect((await send(`${'['.repeat(100_000)}${']'.repeat(100_000)}`)).status).toBe(400);
  });
});

describe('jsonDepth, jsonStorable and urlProblem', () => {
  it('counts nesting outside strings only', () => {
    expect(jsonDepth('{"a":"[[[[","b":[{"c":"\\"]"}]}')).toBe(3);
    expect(jsonDepth('1')).toBe(0);
  });

  it('walks values without recursion', () => {
    let deep: unknown = 'x\0';
    for (let i = 0; i < 100_000; i += 1) deep = [deep];
    expect(jsonStorable(deep)).toBe(false);
    expect(jsonStorable({ a: ['😀', 1, null, true] })).toBe(true);
  });

  it('names the part', () => {
    expect(urlProblem('http://h/a%00')).toBe('The path holds a NUL character');
    expect(urlProblem('http://h/a?b=%zz')).toBe('The query holds malformed percent-encoding');
    expect(urlProblem('http://h/a?b=1&&c')).toBeNull();
  });
});
