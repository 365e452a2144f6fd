/** The local content API as a prerender test edits it: pages read and written as the CMS would. */
import { Page } from '../../../src/domain/entities';

/** Reads and writes through the test API at `apiUrl` (API_TEST_ENDPOINTS). */
export function cmsOf(apiUrl: string) {
  const put = (path: string, body: unknown) =>
    fetch(`${apiUrl}${path}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  return {
    put,
    readPage: async (locale: string, slug: string) =>
      Page.parse(
        await (await fetch(`${apiUrl}/${slug}`, { headers: { 'x-locale': locale } })).json(),
      ),
    /** An editor's change to a record (PATCH /admin, docs/content-api.md), as the CMS sends it. */
    patch: (path: string, body: unknown) =>
      fetch(`${apiUrl}/admin/${path}`, {
        method: 'PATCH',
        headers: {
          'content-type': 'application/merge-patch+json',
          authorization: `Basic ${Buffer.from('local:local').toString('base64')}`,
        },
        body: JSON.stringify(body),
      }),
    /** Writes a page document, changed now. */
    putPage: (locale: string, page: Page) =>
      put(`/__test/pages/${locale}/${page.slug}`, { ...page, updatedAt: new Date().toISOString() }),
  };
}
