/**
 * The bench's content API stand-in: serves generated pages from memory, answering the calls the
 * prerender makes (locales, websites, site settings, the slug list, bulk and single page reads,
 * header, footer, the compare page's casino list, sitemanager clears) as the content API does, so
 * a benchmark measures reading, rendering and writing, not the database. Each page answer names
 * its content keys and GET /changes streams each touched page as the API's change stream does
 * (docs/content-api.md "Content keys", "Changes"), so the publisher patches only what changed.
 */
import { createReadStream } from 'node:fs';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createInterface } from 'node:readline';
import { CONTENT_KEYS_HEADER } from '../src/domain/entities/content-keys';

/** Serves the pages like the content API does for one locale. */
export async function startDataServer(file: string) {
  const pages = new Map<string, string>();
  const casinos: { name: string }[] = [];
  let context = '';
  for await (const line of createInterface({ input: createReadStream(file) })) {
    if (!line) continue;
    if (!context) context = line;
    else {
      const page = JSON.parse(line) as { slug: string; casino?: { name: string } };
      pages.set(page.slug, line);
      if (page.casino) casinos.push(page.casino);
    }
  }
  // GET /casinos?pageSize=100&sort=name, the compare page's pickers (src/api/route-data.ts).
  const casinoList = JSON.stringify({
    items: casinos.sort((a, b) => a.name.localeCompare(b.name, 'bg')).slice(0, 100),
    total: casinos.length,
    page: 1,
    pageSize: 100,
  });
  const ctx = JSON.parse(context) as {
    locale: unknown;
    header: unknown;
    footer: unknown;
    locales: unknown;
    publisher: unknown;
  };
  const json = (body: string) => ({ status: 200, body });
  // What the API names for a page answer (server/content/page-answer.ts), none of it shared.
  const keysOf = (slug: string) => [`page:bg-BG/${slug}`, 'unlinked:bg-BG'];
  const followers = new Set<ServerResponse>();
  let lastChange = 0;
  // The page list as the content API answers it from its index, with the titles on ?titles=1
  // (the HTML sitemap's); rebuilt when pages change.
  const lists = { plain: '', titled: '' };
  const list = (titles: boolean) => {
    if (!lists.titled) {
      const docs = [...pages.values()].map(
        (p) => JSON.parse(p) as { slug: string; type: string; updatedAt: string; title: string },
      );
      const entry = ({ slug, type, updatedAt }: (typeof docs)[number]) => ({
        slug,
        type,
        updatedAt,
      });
      lists.plain = JSON.stringify({ locale: 'bg-BG', pages: docs.map(entry) });
      lists.titled = JSON.stringify({
        locale: 'bg-BG',
        pages: docs.map((d) => ({ ...entry(d), title: d.title })),
      });
    }
    return titles ? lists.titled : lists.plain;
  };
  list(false);
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const path = url.pathname;
    let answer: { status: number; body: string };
    if (req.method === 'POST') answer = json('{"ok":true}');
    else if (path === '/locales')
      answer = json(JSON.stringify({ lang: 'bg', locales: [ctx.locale] }));
    else if (path === '/websites')
      answer = json(
        JSON.stringify({
          lang: 'bg',
          version: { appVersion: 'v5.20.12-bg', apiVersion: 'v5.20.0-bg', history: [] },
        }),
      );
    else if (path === '/pages' && url.searchParams.has('slugs')) {
      const found = (url.searchParams.get('slugs') ?? '').split(',').filter((s) => pages.has(s));
      const keys = JSON.stringify(Object.fromEntries(found.map((slug) => [slug, keysOf(slug)])));
      const documents = found.map((slug) => pages.get(slug)).join(',');
      answer = json(`{"locale":"bg-BG","documents":[${documents}],"keys":${keys}}`);
    } else if (path === '/changes') {
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store' });
      res.write(`id: ${String(lastChange)}\nevent: ready\ndata: {}\n\n`);
      followers.add(res);
      req.once('close', () => followers.delete(res));
      return;
    } else if (path === '/pages') answer = json(list(url.searchParams.get('titles') === '1'));
    else if (path === '/header-builders') answer = json(JSON.stringify(ctx.header));
    else if (path === '/footer') answer = json(JSON.stringify(ctx.footer));
    else if (path === '/site-settings')
      answer = json(JSON.stringify({ lang: 'bg', publisher: ctx.publisher }));
    else if (path === '/casinos') answer = json(casinoList);
    // The policy's frame-src (prerender/publish/headers-file.ts): no demo providers here.
    else if (path === '/providers/demo') answer = json('{"items":[],"hosts":[]}');
    // The feed's first page of posts (src/api/route-data.ts): a community with none yet.
    else if (path === '/users/posts') answer = json('{"items":[],"page":1,"pageSize":5,"total":0}');
    else {
      const slug = path.slice(1);
      const page = pages.get(slug);
      if (page) res.setHeader(CONTENT_KEYS_HEADER, keysOf(slug).join(' '));
      answer = page ? json(page) : { status: 404, body: '{"error":"not_found","message":"x"}' };
    }
    res.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    /**
     * Changes `fraction` of the pages (new title and date), as an editor would, and streams one
     * change a page to the followers; answers how many changed, and when they were stored (the
     * API's 200, `performance.now()`), the list rebuilt.
     */
    touch(fraction: number): { changed: number; storedAt: number } {
      let i = 0;
      const step = Math.round(1 / fraction);
      const changed: string[] = [];
      for (const [slug, line] of pages) {
        if (i++ % step !== 0) continue;
        changed.push(slug);
        const doc = JSON.parse(line) as { title: string; updatedAt: string };
        pages.set(
          slug,
          JSON.stringify({
            ...doc,
            title: `${doc.title} (обновено)`,
            updatedAt: new Date().toISOString(),
          }),
        );
      }
      lists.titled = '';
      list(false);
      const storedAt = performance.now();
      const at = new Date().toISOString();
      const events = changed.map((slug) => {
        lastChange += 1;
        const keys = [`page:bg-BG/${slug}`, 'pages:bg-BG'];
        const change = { id: lastChange, at, collection: 'pages', ref: `bg-BG/${slug}`, keys };
        return `id: ${String(lastChange)}\nevent: change\ndata: ${JSON.stringify(change)}\n\n`;
      });
      for (const follower of followers) follower.write(events.join(''));
      return { changed: changed.length, storedAt };
    },
    close: () =>
      new Promise<void>((r) => {
        for (const follower of followers) follower.end();
        server.close(() => r());
      }),
  };
}
