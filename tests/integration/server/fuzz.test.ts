/**
 * The fuzz corpus (tests/fixtures/fuzz-corpus.ts) replayed against every route of the content API
 * and the user service, started for real: hostile input is a 4xx, never a 5xx (product §7 errors are
 * JSON answers; a 500 is a bug). The user service's routes get a verified account's token on
 * every other request and the receivers their basic auth, so bodies reach the parsers. The strict
 * corpus (tests/fixtures/fuzz-strict.ts) then sets every number at its bounds and every body
 * under other media types, each with credentials.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSP_REPORT_PATH } from '../../../src/config/csp';
import { CSP_REPORT_MEDIA_TYPES } from '../../../server/content/csp-reports';
import type { RunningApi } from '../../../server/listen';
import { fuzzCorpus, type FuzzRequest } from '../../fixtures/fuzz-corpus';
import {
  mediaTypeCorpus,
  NUMBER_FIELDS,
  numberCorpus,
  type MediaRequest,
  type StrictRequest,
} from '../../fixtures/fuzz-strict';
import { host, projectId, signUp, verifiedByAdmin } from './accounts';
import { basic, startTestApi } from './helpers';

/** The corpus's seed: change it to explore, keep it to replay. */
const SEED = 20_261_125;
/** Requests in flight at once. */
const CONCURRENCY = 8;

let api: RunningApi;
/** The strict corpus's own API: the random one's refused credentials have used up its limits. */
let strictApi: RunningApi;
let corpus: FuzzRequest[];
let numbers: StrictRequest[];
let media: MediaRequest[];

beforeAll(async () => {
  const start = () =>
    startTestApi({
      // The deployed routes only: the test endpoints never run where visitors are.
      API_TEST_ENDPOINTS: '0',
      FIREBASE_AUTH_EMULATOR_HOST: host,
      FIREBASE_PROJECT_ID: projectId,
      USERS_RATE_LIMIT_FACTOR: '1000',
      RECEIVERS_RATE_LIMIT_FACTOR: '1000',
    });
  [api, strictApi] = await Promise.all([start(), start()]);
  const { token } = await verifiedByAdmin(await signUp('Фъз Тестов'));
  const credentials = basic('local', 'local');
  /** `request` with what its route asks for: a token, or the receivers' basic auth. */
  const signed = <T extends FuzzRequest>(request: T): T => {
    if (/^\/(users|leaderboards)\//.test(request.path)) {
      return { ...request, headers: { ...request.headers, 'x-authorization': token } };
    }
    if (/^\/(events|sitemanager|moderation)/.test(request.path)) {
      return { ...request, headers: { ...request.headers, authorization: credentials } };
    }
    return request;
  };
  corpus = fuzzCorpus({ seed: SEED, routes: api.routes, getsPerRoute: 45, fieldsPerRoute: 5 }).map(
    (request, index) => (index % 2 === 1 ? request : signed(request)),
  );
  numbers = numberCorpus().map(signed);
  media = mediaTypeCorpus(api.routes, { [CSP_REPORT_PATH]: CSP_REPORT_MEDIA_TYPES }).map(signed);
});
afterAll(async () => {
  await Promise.all([api?.close(), strictApi?.close()]);
});

/** An answer's status, and its text when asked for (GET /changes never ends: dropped unread). */
type Answer = { status: number; text: string };

async function answerOf(url: string, request: FuzzRequest, read: boolean): Promise<Answer> {
  const response = await fetch(`${url}${request.path}`, {
    method: request.method,
    headers: request.headers,
    ...(request.body === undefined ? {} : { body: request.body }),
  });
  if (read) return { status: response.status, text: await response.text() };
  await response.body?.cancel();
  return { status: response.status, text: '' };
}

/**
 * Sends `requests`, {@link CONCURRENCY} at a time, and returns what `judge` says of each answer
 * it does not take. A keep-alive connection the server closed as it was reused is tried once
 * more on a new one; a server that crashed or hung fails both.
 */
async function sweep<T extends FuzzRequest>(
  { url }: RunningApi,
  requests: readonly T[],
  judge: (request: T, answer: Answer) => string | null,
  read = true,
): Promise<string[]> {
  const failures: string[] = [];
  let next = 0;
  const worker = async () => {
    while (next < requests.length) {
      const request = requests[next] as T;
      next += 1;
      const answer = await answerOf(url, request, read)
        .catch(() => answerOf(url, request, read))
        .catch((error: unknown) => ({ status: 0, text: String(error) }));
      const verdict = answer.status === 0 ? answer.text : judge(request, answer);
      if (verdict !== null) {
        const body = (request.body ?? '').slice(0, 80);
        failures.push(`${verdict}: ${request.method} ${request.path.slice(0, 120)} ${body}`);
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return failures;
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
    const failures = await sweep(
      api,
      corpus,
      (_, { status }) => (status >= 500 ? String(status) : null),
      false,
    );
    expect(failures).toEqual([]);
  }, 600_000);
});

describe('the strict corpus: numbers at their bounds, bodies under other media types', () => {
  it('names routes the API has', () => {
    const routes = new Set(api.routes.map((r) => `${r.method} ${r.path}`));
    expect(NUMBER_FIELDS.filter((f) => !routes.has(`${f.method} ${f.route}`))).toEqual([]);
    expect(media.length).toBeGreaterThanOrEqual(200);
  });

  it('refuses every number outside its field with 400 naming it, and takes the rest', async () => {
    const failures = await sweep(strictApi, numbers, (request, { status, text }) => {
      if (request.taken) return status < 500 && status !== 400 ? null : `${String(status)} ${text}`;
      // A list's field is named with its index: ids.0.
      const named =
        status === 400 && new RegExp(`(?:"|; )${request.field}(?:\\.\\d+)?:`).test(text);
      return named ? null : `${String(status)} for ${request.field}, ${text.slice(0, 80)}`;
    });
    expect(failures).toEqual([]);
  }, 300_000);

  it('takes a body under a JSON media type only (415 for any other)', async () => {
    const failures = await sweep(strictApi, media, (request, { status }) => {
      const type = request.headers['content-type'] ?? '';
      if (request.taken) return status < 500 && status !== 415 ? null : `${String(status)} ${type}`;
      return status === 415 ? null : `${String(status)} under ${type}`;
    });
    expect(failures).toEqual([]);
  }, 300_000);
});
