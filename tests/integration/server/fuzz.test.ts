/**
 * The fuzz corpus (tests/fixtures/fuzz-corpus.ts) replayed against every route of the content API
 * and the user service, started for real: hostile input is a 4xx, never a 5xx (product §7 errors are
 * JSON answers; a 500 is a bug). The user service's routes get a verified account's token on
 * every other request and the receivers their basic auth, so bodies reach the parsers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningApi } from '../../../server/listen';
import { fuzzCorpus, type FuzzRequest } from '../../fixtures/fuzz-corpus';
import { host, projectId, signUp, verifiedByAdmin } from './accounts';
import { basic, startTestApi } from './helpers';

/** The corpus's seed: change it to explore, keep it to replay. */
const SEED = 20_261_125;
/** Requests in flight at once. */
const CONCURRENCY = 8;

let api: RunningApi;
let corpus: FuzzRequest[];

beforeAll(async () => {
  api = await startTestApi({
    // The deployed routes only: the test endpoints never run where visitors are.
    API_TEST_ENDPOINTS: '0',
    FIREBASE_AUTH_EMULATOR_HOST: host,
    FIREBASE_PROJECT_ID: projectId,
    USERS_RATE_LIMIT_FACTOR: '1000',
    RECEIVERS_RATE_LIMIT_FACTOR: '1000',
  });
  const { token } = await verifiedByAdmin(await signUp('Фъз Тестов'));
  const credentials = basic('local', 'local');
  corpus = fuzzCorpus({ seed: SEED, routes: api.routes, getsPerRoute: 45, fieldsPerRoute: 5 }).map(
    (request, index) => {
      if (index % 2 === 1) return request;
      if (/^\/(users|leaderboards)\//.test(request.path)) {
        return { ...request, headers: { ...request.headers, 'x-authorization': token } };
      }
      if (/^\/(events|sitemanager)/.test(request.path)) {
        return { ...request, headers: { ...request.headers, authorization: credentials } };
      }
      return request;
    },
  );
});
afterAll(async () => {
  await api?.close();
});

/** The status of one request; the body is dropped unread (GET /changes never ends). */
async function statusOf(request: FuzzRequest): Promise<number> {
  const response = await fetch(`${api.url}${request.path}`, {
    method: request.method,
    headers: request.headers,
    ...(request.body === undefined ? {} : { body: request.body }),
  });
  await response.body?.cancel();
  return response.status;
}

describe('the fuzz corpus against every route', () => {
  it('holds at least 2,000 GET and 100 write shapes and names every route', () => {
    expect(corpus.filter((r) => r.method === 'GET').length).toBeGreaterThanOrEqual(2000);
    expect(corpus.filter((r) => r.method !== 'GET').length).toBeGreaterThanOrEqual(100);
    expect(api.routes.some((r) => r.path === '/users/posts/:id' && r.method === 'PATCH')).toBe(
      true,
    );
    expect(api.routes.some((r) => r.path === '/mail/slot-request')).toBe(true);
    expect(
      fuzzCorpus({ seed: SEED, routes: api.routes, getsPerRoute: 1, fieldsPerRoute: 1 }),
    ).toEqual(fuzzCorpus({ seed: SEED, routes: api.routes, getsPerRoute: 1, fieldsPerRoute: 1 }));
  });

  it('answers a large body sent to a refused path with its 400, not a reset connection', async () => {
    const body = JSON.stringify({ text: 'я'.repeat(200_000) });
    const answers: string[] = [];
    // Each try races the refusal against the body still being sent: twenty make a loss certain.
    for (let attempt = 0; attempt < 20; attempt += 1) {
      answers.push(
        await fetch(`${api.url}/mail/a%00b/careers`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
        }).then(
          (response) => String(response.status),
          (error: unknown) => String(error),
        ),
      );
    }
    expect(answers).toEqual(Array.from({ length: 20 }, () => '400'));
  });

  it('answers no request with a 5xx', async () => {
    const failures: string[] = [];
    let next = 0;
    const worker = async () => {
      while (next < corpus.length) {
        const request = corpus[next] as FuzzRequest;
        next += 1;
        // A keep-alive connection the server closed as it was reused is tried once more on a new
        // one; a server that crashed or hung fails both.
        const status = await statusOf(request)
          .catch(() => statusOf(request))
          .catch((error: unknown) => String(error));
        if (typeof status === 'string' || status >= 500) {
          failures.push(
            `${String(status)} ${request.method} ${request.path.slice(0, 120)} ${(request.body ?? '').slice(0, 80)}`,
          );
        }
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    expect(failures).toEqual([]);
  }, 600_000);
});
