import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ApiError,
  ArticleListResponse,
  AuthorListResponse,
  BonusPopupResponse,
  CasinoListResponse,
  ChatCategoryResponse,
  CompareResponse,
  CountryValidateResponse,
  CustomPageStatusesResponse,
  Footer,
  Header,
  IdListResponse,
  InternationalBonusListResponse,
  AffiliateBonus,
  LocaleList,
  Page,
  PageDocuments,
  PageList,
  PopupsConfig,
  SearchResponse,
  SlotListResponse,
  TagListResponse,
  VoteListResponse,
  WebsiteRecord,
} from '../../../src/domain/entities';
import { z } from 'zod';
import type { RunningApi } from '../../../server/listen';
import { getJson, startTestApi } from './helpers';

let api: RunningApi;
const BG = { 'x-locale': 'bg-BG' };
const DE = { 'x-locale': 'bg-DE' };

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api.close();
});

describe('locales and documents (product §3, §7)', () => {
  it('serves both locales of lang bg with different configs', async () => {
    const { status, body } = await getJson(api.url, '/locales?lang=bg');
    expect(status).toBe(200);
    const list = LocaleList.parse(body);
    const [bg, de] = list.locales;
    expect(bg?.locale).toBe('bg-BG');
    expect(bg?.directory).toBe('');
    expect(bg?.configs).toMatchObject({
      authentication: true,
      age_regulation: true,
      bonus_popup: true,
    });
    expect(de?.locale).toBe('bg-DE');
    expect(de?.directory).toBe('de');
    expect(de?.configs).toMatchObject({
      authentication: false,
      age_regulation: false,
      bonus_popup: false,
    });
  });

  it.each([
    ['/locales?lang=it'],
    ['/websites?lang=it'],
    ['/websites'],
    ['/configurations/it/popups/bg-BG'],
  ])('400 for %s', async (path) => {
    const { status, body } = await getJson(api.url, path);
    expect(status).toBe(400);
    ApiError.parse(body);
  });

  it('serves the website record and popups config', async () => {
    WebsiteRecord.parse((await getJson(api.url, '/websites?lang=bg')).body);
    PopupsConfig.parse((await getJson(api.url, '/configurations/bg/popups/bg-BG')).body);
    expect((await getJson(api.url, '/configurations/bg/popups/xx-XX')).status).toBe(404);
  });
});

describe('pages (product §7 /pages and {page})', () => {
  it('every page of every locale parses with the Page schema and its type-specific part', async () => {
    for (const headers of [BG, DE]) {
      const list = PageList.parse((await getJson(api.url, '/pages', headers)).body);
      expect(list.pages.length).toBeGreaterThan(100);
      const pages = await Promise.all(
        list.pages.map((p) => getJson(api.url, `/${p.slug}`, headers)),
      );
      for (const { status, body } of pages) {
        expect(status).toBe(200);
        const page = Page.parse(body);
        expect(page.locale).toBe(headers['x-locale']);
        const part = {
          casino: page.casino,
          slot: page.slot,
          'payment-provider': page.payment,
          'software-provider': page.provider,
          'casino-bonus': page.bonus_page_casino,
          author: page.profile_author,
          article: page.article,
        }[page.type as string];
        if (
          [
            'casino',
            'slot',
            'payment-provider',
            'software-provider',
            'casino-bonus',
            'author',
            'article',
          ].includes(page.type)
        ) {
          expect(part, page.slug).toBeDefined();
        }
        expect(page.canonical).toBe(page.canonical.toLowerCase());
        expect(page.canonical.endsWith('/')).toBe(false);
      }
    }
  });

  it('lists each page with its title on ?titles=1 (the HTML sitemap), and without by default', async () => {
    const plain = PageList.parse((await getJson(api.url, '/pages', BG)).body);
    expect(plain.pages.every((p) => p.title === undefined)).toBe(true);
    const titled = PageList.parse((await getJson(api.url, '/pages?titles=1', BG)).body);
    expect(titled.pages.map((p) => p.slug)).toEqual(plain.pages.map((p) => p.slug));
    const about = titled.pages.find((p) => p.slug === 'about-us');
    expect(about?.title).toMatch(/[\u0400-\u04ff]/);
    expect((await getJson(api.url, '/pages?titles=yes', BG)).status).toBe(400);
  });

  it('seeds the required volume of Bulgarian content', async () => {
    const list = PageList.parse((await getJson(api.url, '/pages', BG)).body);
    const count = (type: string) => list.pages.filter((p) => p.type === type).length;
    expect(count('casino')).toBeGreaterThanOrEqual(40);
    expect(count('slot')).toBeGreaterThanOrEqual(120);
    expect(count('payment-provider')).toBeGreaterThanOrEqual(15);
    expect(count('software-provider')).toBeGreaterThanOrEqual(12);
    expect(count('author')).toBeGreaterThanOrEqual(6);
    expect(count('article')).toBeGreaterThanOrEqual(40);
    expect(count('casino-bonus')).toBeGreaterThanOrEqual(40);
    for (const slug of [
      'home',
      'about-us',
      'terms-and-conditions',
      'privacy-policy',
      'leaderboards',
      'not-found',
    ]) {
      expect(
        list.pages.some((p) => p.slug === slug),
        slug,
      ).toBe(true);
    }
    const ids = IdListResponse.parse((await getJson(api.url, '/bonuses/ids')).body);
    expect(ids.ids.length).toBeGreaterThanOrEqual(60);
  });

  it('answers per locale with alternates, and 404 for a slug missing in that locale', async () => {
    const home = Page.parse((await getJson(api.url, '/home', BG)).body);
    expect(home.alternates.map((a) => a.locale).sort()).toEqual(['bg-BG', 'bg-DE']);
    const de = Page.parse((await getJson(api.url, '/home', DE)).body);
    expect(de.canonical).toMatch(/\/de$/);
    expect(de.title).not.toBe(home.title);
    const article = PageList.parse((await getJson(api.url, '/pages', BG)).body).pages.find(
      (p) => p.type === 'article',
    );
    const missing = await getJson(api.url, `/${article?.slug ?? ''}`, DE);
    expect(missing.status).toBe(404);
    ApiError.parse(missing.body);
  });

  it('reads pages in bulk (GET /pages?slugs=) exactly as {page} answers them, unknown slugs left out', async () => {
    const list = PageList.parse((await getJson(api.url, '/pages', BG)).body);
    const slugs = list.pages.slice(0, 40).map((p) => p.slug);
    const { status, body } = await getJson(
      api.url,
      `/pages?slugs=${[...slugs, 'no-such-page', slugs[0]].join(',')}`,
      BG,
    );
    expect(status).toBe(200);
    const batch = PageDocuments.parse(body);
    expect(batch.locale).toBe('bg-BG');
    expect(batch.documents.map((d) => Page.parse(d).slug).sort()).toEqual([...slugs].sort());
    const home = batch.documents.find((d) => Page.parse(d).slug === 'home');
    if (home) expect(home).toEqual((await getJson(api.url, '/home', BG)).body);
    const one = batch.documents.map((d) => Page.parse(d)).find((p) => p.slug === slugs[1]);
    expect(one).toEqual(Page.parse((await getJson(api.url, `/${slugs[1] ?? ''}`, BG)).body));
  });

  it.each([
    ['/pages?slugs=', /at least one slug/],
    ['/pages?slugs=Bad_Slug', /lowercase/],
    [`/pages?slugs=${Array.from({ length: 201 }, (_, i) => `p${i}`).join(',')}`, /at most 200/],
  ])('a bad bulk read %# answers 400 naming the problem', async (path, message) => {
    const { status, body } = await getJson(api.url, path, BG);
    expect(status).toBe(400);
    expect(ApiError.parse(body).message).toMatch(message);
  });

  it('has items with unknown component names for the renderer skip path', async () => {
    const about = Page.parse((await getJson(api.url, '/about-us', BG)).body);
    expect(about.content.some((c) => c.component === 'legacy-widget')).toBe(true);
  });

  it.each([
    ['/no-such-page', 404],
    ['/Bad_Slug', 404],
    ['/home?locale=xx', 400],
  ])('%s → %s', async (path, status) => {
    expect((await getJson(api.url, path)).status).toBe(status);
  });

  it('rejects an unknown locale with 400', async () => {
    const { status, body } = await getJson(api.url, '/home', { 'x-locale': 'it-IT' });
    expect(status).toBe(400);
    expect(ApiError.parse(body).message).toMatch(/it-IT/);
  });

  it('serves header, footer, statuses and not-found per locale', async () => {
    const header = Header.parse((await getJson(api.url, '/header-builders', DE)).body);
    expect(header.menu[0]?.href.startsWith('/de/')).toBe(true);
    Footer.parse((await getJson(api.url, '/footer', BG)).body);
    CustomPageStatusesResponse.parse((await getJson(api.url, '/custom-page-statuses', BG)).body);
    expect(Page.parse((await getJson(api.url, '/not-found', BG)).body).slug).toBe('not-found');
  });
});

describe('catalogue endpoints (product §7)', () => {
  it.each([
    ['/casinos/ids', IdListResponse],
    ['/casinos?page=2&pageSize=10', CasinoListResponse],
    ['/casinos/vote', VoteListResponse],
    ['/slots?pageSize=20', SlotListResponse],
    ['/slots/vote', VoteListResponse],
    ['/slots/filter?volatility=high&rtpMin=95&pageSize=50', SlotListResponse],
    ['/slots/demo', SlotListResponse],
    ['/providers/demo', z.object({ items: z.array(z.unknown()).min(1) })],
    ['/slots/tags', TagListResponse],
    ['/slot-tags', TagListResponse],
    ['/bonuses/tags', TagListResponse],
    ['/bonuses-tags', TagListResponse],
    ['/bonuses/ids', IdListResponse],
    ['/int-bonuses?country=DE', InternationalBonusListResponse],
    ['/bonus-popup', BonusPopupResponse],
    ['/compare?ids=1,2,3', CompareResponse],
    ['/search?s=казино', SearchResponse],
    ['/articles/article?authorId=1', ArticleListResponse],
    ['/authors', AuthorListResponse],
    ['/chat-category', ChatCategoryResponse],
    ['/chat-category/casinos', ChatCategoryResponse],
    ['/chat-category/slots', ChatCategoryResponse],
    ['/chat-category/bonuses', ChatCategoryResponse],
    ['/chat-category/promotions', ChatCategoryResponse],
    ['/chat-category/welcome/promotions', ChatCategoryResponse],
    ['/chat-category/info/casinos', ChatCategoryResponse],
    ['/countries/country-code/validate', CountryValidateResponse],
  ] as const)('%s parses', async (path, schema) => {
    const { status, body } = await getJson(api.url, path, BG);
    expect(status).toBe(200);
    schema.parse(body);
  });

  it('filters slots for real', async () => {
    const list = SlotListResponse.parse(
      (await getJson(api.url, '/slots/filter?volatility=high&rtpMin=95&pageSize=100')).body,
    );
    expect(list.total).toBeGreaterThan(0);
    for (const s of list.items) {
      expect(s.volatility).toBe('high');
      expect(s.rtp).toBeGreaterThanOrEqual(95);
    }
    expect(list.pageSize).toBe(100);
    const defaults = SlotListResponse.parse((await getJson(api.url, '/slots')).body);
    expect(defaults.pageSize).toBe(5);
  });

  it('answers each chat category with its own list', async () => {
    const paths = ['bonuses', 'promotions', 'welcome/promotions', 'casinos', 'info/casinos'];
    const lists = await Promise.all(
      paths.map(async (p) => {
        const body = ChatCategoryResponse.parse(
          (await getJson(api.url, `/chat-category/${p}`, BG)).body,
        );
        return body.items.map((i) => i.id).join(',');
      }),
    );
    expect(new Set(lists).size).toBe(paths.length);
  });

  it('search finds pages by title', async () => {
    const result = SearchResponse.parse((await getJson(api.url, '/search?s=ревю', BG)).body);
    expect(result.total).toBeGreaterThan(0);
  });

  it('search answers 50 hits at most and the count of them all', async () => {
    const pages = PageList.parse((await getJson(api.url, '/pages', BG)).body).pages;
    const slots = pages.filter((p) => p.type === 'slot').length;
    expect(slots).toBeGreaterThan(50);
    const result = SearchResponse.parse((await getJson(api.url, '/search?s=RTP', BG)).body);
    expect(result.items).toHaveLength(50);
    expect(result.total).toBeGreaterThanOrEqual(slots);
  });

  it('the bonus popup is off for bg-DE', async () => {
    expect(
      BonusPopupResponse.parse((await getJson(api.url, '/bonus-popup', DE)).body).bonus,
    ).toBeNull();
    expect(
      BonusPopupResponse.parse((await getJson(api.url, '/bonus-popup', BG)).body).bonus,
    ).not.toBeNull();
  });

  it.each([
    ['/casinos?page=0'],
    ['/casinos?pageSize=1000'],
    ['/slots/filter?volatility=extreme'],
    ['/slots/filter?rtpMin=abc'],
    ['/slots/filter?rtpMin=97&rtpMax=95'],
    ['/compare?ids=1,2,3,4,5'],
    ['/compare?ids=x'],
    ['/compare'],
    ['/search?s='],
    ['/search?s=' + 'a'.repeat(101)],
    ['/articles/article?authorId=abc'],
    ['/articles/article'],
    ['/int-bonuses?country=germany'],
  ])('400 with a JSON message for %s', async (path) => {
    const { status, body } = await getJson(api.url, path, BG);
    expect(status).toBe(400);
    expect(ApiError.parse(body).message.length).toBeGreaterThan(0);
  });
});

describe('affiliate and country (product §7)', () => {
  it('gives the tracked URL of a known bonus and of the casino default', async () => {
    const casinos = CasinoListResponse.parse((await getJson(api.url, '/casinos?pageSize=1')).body);
    const casino = casinos.items[0];
    expect(casino).toBeDefined();
    const withBonus = AffiliateBonus.parse(
      (
        await getJson(
          api.url,
          `/bonuses/bonus?code=${casino?.affiliateCode ?? ''}&id=${casino?.bonusId ?? 0}&locale=bg-BG&row=true`,
        )
      ).body,
    );
    expect(withBonus.url).toMatch(/^https:\/\/.*\.example-operator\.com\//);
    expect(withBonus.row).toBe(true);
    const byDefault = AffiliateBonus.parse(
      (await getJson(api.url, `/bonuses/bonus?code=${casino?.affiliateCode ?? ''}`)).body,
    );
    expect(byDefault.id).toBe(0);
    expect(byDefault.row).toBe(false);
  });

  it.each([
    ['/bonuses/bonus?code=nope', 404],
    ['/bonuses/bonus?code=balkan-bet&id=999999', 404],
    ['/bonuses/bonus?code=bad code', 400],
    ['/bonuses/bonus?code=x&id=-1', 400],
    ['/bonuses/bonus', 400],
  ])('%s → %s', async (path, status) => {
    const { status: actual, body } = await getJson(api.url, path);
    expect(actual).toBe(status);
    ApiError.parse(body);
  });

  it('answers the configured test country, overridable per request', async () => {
    expect(
      CountryValidateResponse.parse(
        (await getJson(api.url, '/countries/country-code/validate')).body,
      ).data.cc_alpha2,
    ).toBe('BG');
    const de = await getJson(api.url, '/countries/country-code/validate', {
      'x-country-code-test-override': 'DE',
    });
    expect(CountryValidateResponse.parse(de.body).data.cc_alpha2).toBe('DE');
  });
});

describe('media and CORS', () => {
  it('serves SVG logos and PNG Open Graph images', async () => {
    const svg = await fetch(`${api.url}/media/casinos/balkan-bet.svg`);
    expect(svg.headers.get('content-type')).toBe('image/svg+xml');
    const art = await svg.text();
    expect(art).toContain('width="240" height="120"');
    // Generated artwork with Cyrillic initials, not the Latin "BB" placeholder (product §1 seed).
    expect(art).toMatch(/>ББ<\/text>/);
    const png = await fetch(`${api.url}/media/og/home.png`);
    const bytes = new Uint8Array(await png.arrayBuffer());
    expect([...bytes.slice(1, 4)]).toEqual([0x50, 0x4e, 0x47]);
    expect(new DataView(bytes.buffer).getUint32(16)).toBe(480);
    expect((await fetch(`${api.url}/media/other/x.svg`)).status).toBe(404);
  });

  it('answers preflights for the product §7 headers', async () => {
    const response = await fetch(`${api.url}/home`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://127.0.0.1:3000',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'x-locale,x-firebase-appcheck',
      },
    });
    expect(response.status).toBeLessThan(300);
    expect(response.headers.get('access-control-allow-headers')).toContain('x-firebase-appcheck');
  });
});
