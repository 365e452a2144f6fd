import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { rateLimiter } from '../../../server/rate-limit';

/** An app with one limited route; the uid comes from a test header. */
function appWith(max: number, windowMs: number) {
  let now = 1_000_000;
  const limit = rateLimiter({
    addressOf: () => '127.0.0.1',
    uidOf: (c) => c.req.header('x-test-uid') ?? null,
    now: () => now,
  });
  const app = new Hono();
  app.post('/a', limit('a', { max, windowMs }), (c) => c.json({ ok: true }));
  app.post('/b', limit('b', { max, windowMs }), (c) => c.json({ ok: true }));
  const post = (path: string, uid?: string) =>
    app.request(path, { method: 'POST', headers: uid ? { 'x-test-uid': uid } : {} });
  return { post, advance: (ms: number) => (now += ms) };
}

describe('rateLimiter (fixed window per client and route)', () => {
  it('answers 429 JSON with Retry-After past the limit, and again after the window', async () => {
    const { post, advance } = appWith(2, 60_000);
    expect((await post('/a')).status).toBe(200);
    expect((await post('/a')).status).toBe(200);
    advance(15_000);
    const limited = await post('/a');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('45');
    expect(await limited.json()).toEqual({
      error: 'rate_limited',
      reason: 'rate-limited',
      message: 'Too many requests',
      retryAfterS: 45,
    });
    advance(45_000);
    expect((await post('/a')).status).toBe(200);
  });

  it('keeps separate windows per route and per signed-in uid', async () => {
    const { post } = appWith(1, 60_000);
    expect((await post('/a', 'u1')).status).toBe(200);
    expect((await post('/a', 'u1')).status).toBe(429);
    expect((await post('/a', 'u2')).status).toBe(200);
    expect((await post('/b', 'u1')).status).toBe(200);
    expect((await post('/a')).status).toBe(200);
    expect((await post('/a')).status).toBe(429);
  });
});

describe('rateLimiter counting refused credentials only', () => {
  it('lets right answers through and locks the client out after max 401s', async () => {
    let now = 0;
    const limit = rateLimiter({ addressOf: () => '203.0.113.7', now: () => now });
    const app = new Hono();
    app.post('/s', limit('s', { max: 2, windowMs: 60_000, refused: true }), (c) =>
      c.req.header('x-ok') ? c.json({ ok: true }) : c.json({ error: 'unauthorized' }, 401),
    );
    const post = (ok: boolean) =>
      app.request('/s', { method: 'POST', headers: ok ? { 'x-ok': '1' } : {} });
    for (let i = 0; i < 5; i += 1) expect((await post(true)).status).toBe(200);
    expect((await post(false)).status).toBe(401);
    expect((await post(false)).status).toBe(401);
    expect((await post(true)).status).toBe(429);
    now += 60_000;
    expect((await post(true)).status).toBe(200);
  });
});
