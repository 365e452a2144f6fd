import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_CATEGORIES } from '../../../src/domain/rules/chat-topic';
import { ChatCategoryResponse, IdListResponse } from '../../../src/domain/entities/catalogue';
import { PageList } from '../../../src/domain/entities/page';
import type { RunningApi } from '../../../server/listen';
import { getJson, startTestApi } from './helpers';

let api: RunningApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api.close();
});

describe('the chat answers each locale from its own pages (product §7 chat-category)', () => {
  it.each(['bg-BG', 'bg-DE'])(
    '%s: every line links a page of the locale, and no casino restricted in its country',
    async (locale) => {
      const headers = { 'x-locale': locale };
      const { pages } = PageList.parse((await getJson(api.url, '/pages', headers)).body);
      const slugs = new Set(pages.map((page) => page.slug));
      const { ids } = IdListResponse.parse((await getJson(api.url, '/casinos/ids', headers)).body);
      const allowed = new Set(ids.map((id) => `casino-${String(id)}`));
      let lines = 0;
      for (const category of CHAT_CATEGORIES) {
        const path = category === 'plain' ? '/chat-category' : `/chat-category/${category}`;
        const { items } = ChatCategoryResponse.parse((await getJson(api.url, path, headers)).body);
        for (const item of items) {
          lines += 1;
          if (item.slug !== null) expect(slugs, `${category}: ${item.slug}`).toContain(item.slug);
          if (item.id.startsWith('casino-')) expect(allowed, category).toContain(item.id);
        }
      }
      expect(lines).toBeGreaterThan(CHAT_CATEGORIES.length);
    },
  );
});
