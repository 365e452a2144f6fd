/**
 * Starts a real content API for a test file: over an in-memory PGlite, or, in the
 * integration-postgres project, over a new database of its own on the test PostgreSQL server
 * (the DATABASE_URL path), so every API a test starts begins empty either way.
 */
import { startApi, type RunningApi } from '../../../server/listen';
import { AdminEdit } from '../../../src/domain/entities';
import { createDatabase, testPostgres } from '../postgres/databases';

export { eventReport } from '../../fixtures/fuzz-bodies';

/** Starts the API with the test endpoints on and the given env overrides. */
export async function startTestApi(overrides: Record<string, string> = {}): Promise<RunningApi> {
  const adminUrl = testPostgres();
  const database = adminUrl ? await createDatabase(adminUrl) : null;
  const api = await startApi({
    PORT: '0',
    API_DATA_DIR: 'memory',
    API_TEST_ENDPOINTS: '1',
    DATABASE_URL: database?.url ?? '',
    ...overrides,
  }).catch(async (error: unknown) => {
    await database?.drop();
    throw error;
  });
  if (!database) return api;
  return {
    ...api,
    close: async () => {
      await api.close();
      await database.drop();
    },
  };
}

/** GET with optional locale; returns status and parsed JSON. */
export async function getJson(base: string, path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${base}${path}`, { headers });
  return {
    status: response.status,
    body: (await response.json()) as unknown,
    headers: response.headers,
  };
}

/** POST JSON. */
export async function postJson(
  base: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
  method = 'POST',
) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return {
    status: response.status,
    body: (await response.json()) as unknown,
    headers: response.headers,
  };
}

/** Basic auth header value. */
export const basic = (user: string, password: string) =>
  `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

/** A merge patch to the admin `path` as the local editor (docs/content-api.md "Edits"); throws unless 200. */
export async function editAsAdmin(base: string, path: string, patch: unknown): Promise<AdminEdit> {
  const response = await fetch(`${base}${path}`, {
    method: 'PATCH',
    headers: {
      'content-type': 'application/merge-patch+json',
      authorization: basic('local', 'local'),
    },
    body: JSON.stringify(patch),
  });
  if (response.status !== 200)
    throw new Error(`PATCH ${path}: ${String(response.status)} ${await response.text()}`);
  return AdminEdit.parse(await response.json());
}

/** An error mail the receiver takes (product §7 application-error). */
export const errorMail = {
  environment: 'e2e',
  context: 'Affiliate Redirect: bonus lookup failed',
  locale: 'bg-BG',
  url: 'http://127.0.0.1:3000/go/x',
  error: { name: 'Error', message: 'boom', cause: null },
};
