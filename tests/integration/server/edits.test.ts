/**
 * The CMS stand-in takes edits (docs/content-api.md "Edits"): PATCH /admin/{collection}/… with a
 * JSON merge patch behind basic auth, validated with the record's schema, stored with what
 * follows from it, and announced on GET /changes with its id and content keys.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AdminEdit,
  Casino,
  Header,
  LocaleList,
  Page,
  PageList,
  type ContentChange,
} from '../../../src/domain/entities';
import type { RunningApi } from '../../../server/listen';
import { basic, getJson, startTestApi } from './helpers';
import { openChangeStream, type ChangeStream } from './sse';

let api: RunningApi;
let stream: ChangeStream;
const BG = { 'x-locale': 'bg-BG' };
const EDITOR = basic('local', 'local');
const MERGE_PATCH = 'application/merge-patch+json';

beforeAll(async () => {
  api = await startTestApi();
  stream = await openChangeStream(api.url);
});
afterAll(async () => {
  stream.close();
  await api.close();
});

/** PATCH `path` with `body` (a string is sent as it is). */
async function patch(
  path: string,
  body: unknown,
  headers: Record<string, string> = { 'content-type': MERGE_PATCH, authorization: EDITOR },
) {
  const response = await fetch(`${api.url}${path}`, {
    method: 'PATCH',
    headers,
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as unknown,
  };
}

/** PATCHes as the editor and reads the answer; the change is the one the stream sent. */
async function edit(
  path: string,
  body: unknown,
): Promise<{ document: unknown; change: ContentChange }> {
  const answer = await patch(path, body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const { document, change } = AdminEdit.parse(answer.body);
  const sent = await stream.until((e) => e.event === 'change' && e.id === String(change.id));
  expect(JSON.parse(sent.data)).toEqual(change);
  return { document, change };
}

const casinoPage = async () => {
  const list = PageList.parse((await getJson(api.url, '/pages', BG)).body);
  const entry = list.pages.find((p) => p.type === 'casino');
  const page = Page.parse((await getJson(api.url, `/${entry?.slug ?? ''}`, BG)).body);
  return { page, casino: Casino.parse(page.casino), listed: entry };
};

describe('PATCH /admin refuses', () => {
  it('missing or wrong credentials with 401 and a challenge', async () => {
    for (const authorization of [undefined, basic('local', 'wrong')]) {
      const headers: Record<string, string> = { 'content-type': MERGE_PATCH };
      if (authorization) headers.authorization = authorization;
      const answer = await patch('/admin/casinos/x', { name: 'x' }, headers);
      expect(answer.status).toBe(401);
      expect(answer.headers.get('www-authenticate')).toMatch(/^Basic/);
    }
  });

  it('a body in another media type with 415 and Accept-Patch', async () => {
    const { casino } = await casinoPage();
    const answer = await patch(
      `/admin/casinos/${casino.slug}`,
      { name: 'x' },
      { 'content-type': 'application/json', authorization: EDITOR },
    );
    expect(answer.status).toBe(415);
    expect(answer.headers.get('accept-patch')).toBe(MERGE_PATCH);
  });

  it.each([
    ['{not json', /Body must be JSON/],
    [['x'], /body: a merge patch of a record is a JSON object/],
    [{ nmae: 'x' }, /^nmae: not a member of casinos$/],
    [{ name: '' }, /^name: /],
    [{ rating: 9.9 }, /^rating: derived from the record$/],
    [{ slug: 'other' }, /^slug: cannot change$/],
    [{ bonuses: [] }, /^bonuses: edited at \/admin\/bonuses\/\{id\}$/],
    [{ bonusId: 999_999 }, /^bonusId: 999999 is not one of this casino's bonuses$/],
    [{ licences: [{ authority: 'НАП' }] }, /^licences\.0\.number: /],
  ])('%j with 400 naming the field', async (body, message) => {
    const { casino } = await casinoPage();
    const answer = await patch(`/admin/casinos/${casino.slug}`, body);
    expect(answer.status).toBe(400);
    expect((answer.body as { message: string }).message).toMatch(message);
    // Nothing was stored.
    expect((await casinoPage()).casino).toEqual(casino);
  });

  it('an unknown record with 404', async () => {
    expect((await patch('/admin/casinos/no-such-casino', { name: 'x' })).status).toBe(404);
    expect((await patch('/admin/bonuses/99999999', { headline: 'x' })).status).toBe(404);
    expect((await patch('/admin/pages/bg-BG/no-such-page', { title: 'x' })).status).toBe(404);
    expect((await patch('/admin/navigation/xx-XX', { header: null })).status).toBe(404);
    expect((await patch('/admin/compliance/bg-XX', { law: 'x' })).status).toBe(404);
  });

  it("a page's updatedAt and the members the API sets as it answers", async () => {
    const { listed } = await casinoPage();
    for (const member of ['updatedAt', 'alternates', 'unlinkedOperators', 'locale']) {
      const answer = await patch(`/admin/pages/bg-BG/${listed?.slug ?? ''}`, { [member]: [] });
      expect(answer.status, member).toBe(400);
      expect((answer.body as { message: string }).message).toMatch(new RegExp(`^${member}: `));
    }
  });
});

describe('PATCH /admin stores, bumps updatedAt and announces the change', () => {
  it('a casino: its record, its review page and the pages showing it', async () => {
    const before = await casinoPage();
    const name = `${before.casino.name} Преименувано`;
    const { document, change } = await edit(`/admin/casinos/${before.casino.slug}`, { name });
    expect(Casino.parse(document).name).toBe(name);
    expect(change).toMatchObject({ collection: 'casinos', ref: before.casino.slug });
    expect(change.keys).toEqual(
      expect.arrayContaining([
        `casino:${String(before.casino.id)}`,
        `page:bg-BG/${before.page.slug}`,
        'pages:bg-BG',
      ]),
    );
    const after = await casinoPage();
    expect(after.casino.name).toBe(name);
    expect(after.page.updatedAt > before.page.updatedAt).toBe(true);
    expect(after.listed?.updatedAt).toBe(after.page.updatedAt);
  });

  it("a bonus: its record and its casino's, whose headline follows", async () => {
    const { casino } = await casinoPage();
    const headline = casino.bonuses.find((b) => b.id === casino.bonusId);
    expect(headline).toBeDefined();
    const text = `${headline?.headline ?? ''} (обновен)`;
    const { change } = await edit(`/admin/bonuses/${String(headline?.id)}`, { headline: text });
    expect(change.keys).toEqual(
      expect.arrayContaining([`bonus:${String(headline?.id)}`, `casino:${String(casino.id)}`]),
    );
    const after = (await casinoPage()).casino;
    expect(after.bonusHeadline).toBe(text);
    expect(after.bonuses.find((b) => b.id === headline?.id)?.headline).toBe(text);
  });

  it('a slot and a page', async () => {
    const list = PageList.parse((await getJson(api.url, '/pages', BG)).body);
    const slotEntry = list.pages.find((p) => p.type === 'slot');
    const slotPage = Page.parse((await getJson(api.url, `/${slotEntry?.slug ?? ''}`, BG)).body);
    const slot = slotPage.slot;
    expect(slot).toBeDefined();
    await edit(`/admin/slots/${slot?.slug ?? ''}`, { rtp: 97.5 });
    const again = Page.parse((await getJson(api.url, `/${slotEntry?.slug ?? ''}`, BG)).body);
    expect(again.slot?.rtp).toBe(97.5);

    const { change } = await edit(`/admin/pages/bg-BG/${slotPage.slug}`, {
      title: 'Нов заглавен ред',
    });
    expect(change.keys).toEqual([`page:bg-BG/${slotPage.slug}`, 'pages:bg-BG']);
    const edited = Page.parse((await getJson(api.url, `/${slotPage.slug}`, BG)).body);
    expect(edited.title).toBe('Нов заглавен ред');
    expect(edited.updatedAt > again.updatedAt).toBe(true);
  });

  it("a locale's navigation and its compliance profile", async () => {
    const header = Header.parse((await getJson(api.url, '/header-builders', BG)).body);
    const cta = { label: 'Топ казина днес', href: '/online-casinos' };
    const nav = await edit('/admin/navigation/bg-BG', { header: { cta } });
    expect(nav.change.keys).toEqual(['navigation:bg-BG']);
    const after = Header.parse((await getJson(api.url, '/header-builders', BG)).body);
    expect(after).toEqual({ ...header, cta });

    const compliance = await edit('/admin/compliance/bg-BG', { verifiedWarnDays: 120 });
    expect(compliance.change.keys).toContain('compliance:bg-BG');
    const locales = LocaleList.parse((await getJson(api.url, '/locales?lang=bg')).body).locales;
    expect(locales.find((l) => l.locale === 'bg-BG')?.compliance.verifiedWarnDays).toBe(120);
  });
});
