/**
 * Deterministic Bulgarian seed content for the local content API (issue 3). The same seed gives
 * the same documents; `pages` scales the bg-BG locale up for benchmarks with extra slot and
 * article pages. Every document is shaped by the src/domain schemas.
 */
import type {
  ArticleSummary,
  Author,
  BonusSummary,
  Casino,
  Footer,
  Header,
  Image,
  LocaleItem,
  Page,
  PageType,
  PaymentProvider,
  PopupsConfig,
  Slot,
  SoftwareProvider,
  WebsiteRecord,
} from '../../src/domain/entities';
import { normaliseSlug } from '../../src/domain/rules/slug';
import { meanRating } from '../../src/domain/rules/rating';
import { toCasinoSummary, toSlotSummary } from '../summaries';
import { createRng, type Rng } from './random';
import * as W from './words';

/** The help a visitor under 18 or at risk is pointed to (Bulgarian law: 18+, the NRA register). */
const RESPONSIBLE_GAMBLING_HTML =
  '<p>Хазартът води до зависимост. Играйте само с пари, които можете да си позволите да загубите.</p>' +
  '<p>Лицензираните оператори и регистърът на зависимите лица се водят от <a href="https://www.nra.bg/">НАП</a>. ' +
  'Безплатна помощ при зависимост: <a href="https://www.begambleaware.org/">BeGambleAware</a>.</p>';

/** Inputs of the generator. */
export type SeedOptions = {
  /** PRNG seed. */
  seed: number;
  /** Public base of the site (locale URLs). */
  siteUrl: string;
  /** Public base of this API (media URLs). */
  mediaUrl: string;
  /** Target page count of bg-BG; 0 keeps the natural size. */
  pages: number;
  /** Published versions. */
  appVersion: string;
  apiVersion: string;
};

/** Everything the API stores. */
export type SeedData = {
  locales: LocaleItem[];
  casinos: Casino[];
  slots: Slot[];
  bonuses: BonusSummary[];
  payments: PaymentProvider[];
  providers: SoftwareProvider[];
  authors: Author[];
  articles: ArticleSummary[];
  website: WebsiteRecord;
  popups: Record<string, PopupsConfig>;
  headers: Record<string, Header>;
  footers: Record<string, Footer>;
  /** Page documents per locale, produced lazily so 50,000 pages never sit in memory twice. */
  pages: (locale: LocaleItem) => Generator<Page>;
};

/** Marker for seeded items with a component name this build does not know (renderer skip path). */
export const UNKNOWN_COMPONENT = 'legacy-widget';

const BASE_DATE = Date.UTC(2026, 10, 1);
const DAY_MS = 86_400_000;
const iso = (daysAgo: number) => new Date(BASE_DATE - daysAgo * DAY_MS).toISOString();

function image(mediaUrl: string, path: string, alt: string, width: number, height: number): Image {
  return { src: `${mediaUrl}/media/${path}`, alt, width, height };
}

function withdrawalHours(kind: string, rng: Rng): [number, number] {
  return kind === 'bank' ? [24, 72] : [0, rng.pick([2, 12, 24])];
}

function eur(amount: number) {
  return { amount, currency: 'EUR' as const };
}

function paragraphs(rng: Rng, count: number): string {
  return rng
    .sample(W.PARAGRAPHS, count)
    .map((p) => `<p>${p}</p>`)
    .join('');
}

/** Generates the whole data set. */
export function generateSeed(options: SeedOptions): SeedData {
  const rng = createRng(options.seed);
  const { mediaUrl, siteUrl } = options;
  const root = siteUrl.replace(/\/+$/, '').toLowerCase();

  const locales: LocaleItem[] = [
    {
      locale: 'bg-BG',
      url: root,
      directory: '',
      lock: false,
      configs: {
        bonus_popup: true,
        authentication: true,
        age_regulation: true,
        row: false,
        twitter_account: 'kazinobg',
      },
      country: { cc_alpha2: 'BG' },
      parent: null,
    },
    {
      locale: 'bg-DE',
      url: `${root}/de`,
      directory: 'de',
      lock: false,
      configs: {
        bonus_popup: false,
        authentication: false,
        age_regulation: false,
        row: true,
        twitter_account: null,
      },
      country: { cc_alpha2: 'DE' },
      parent: 'bg-BG',
    },
  ];

  const providers: SoftwareProvider[] = W.SOFTWARE_PROVIDERS.map(([name, hq], i) => {
    const slug = normaliseSlug(name);
    return {
      id: i + 1,
      name,
      slug,
      logo: image(mediaUrl, `providers/${slug}.svg`, name, 240, 120),
      founded: rng.int(1995, 2020),
      headquarters: hq,
      gameCount: rng.int(40, 600),
      hasDemo: rng.chance(0.8),
      website: `https://${slug}.example.com`,
    };
  });

  const payments: PaymentProvider[] = W.PAYMENT_PROVIDERS.map(([name, kind], i) => {
    const slug = normaliseSlug(name);
    return {
      id: i + 1,
      name,
      slug,
      logo: image(mediaUrl, `payments/${slug}.svg`, name, 240, 120),
      kind,
      depositTime: kind === 'bank' ? '1–3 работни дни' : 'Веднага',
      fees: rng.chance(0.7) ? 'Без такса' : 'До 2,5%',
      website: `https://${slug}.example.com`,
    };
  });

  const authors: Author[] = W.AUTHORS.map(([name, role, field], i) => {
    const slug = normaliseSlug(name);
    return {
      id: i + 1,
      name,
      slug,
      avatar: image(mediaUrl, `authors/${slug}.svg`, name, 96, 96),
      role,
      bio: `${name} пише за ${field} от повече от ${rng.int(4, 12)} години и проверява всяко ревю лично.`,
      expertise: [field, 'онлайн казина'],
    };
  });

  // Casinos with their bonuses.
  const casinoNames = rng.sample(
    W.CASINO_FIRST.flatMap((a) => W.CASINO_SECOND.map((b) => `${a} ${b}`)),
    40,
  );
  const bonuses: BonusSummary[] = [];
  const casinos: Casino[] = casinoNames.map((name, i) => {
    const slug = normaliseSlug(name);
    const id = i + 1;
    const bonusCount = rng.int(1, 3);
    const own: BonusSummary[] = [];
    for (let b = 0; b < bonusCount; b += 1) {
      const bonusId = bonuses.length + 1;
      const type =
        b === 0 ? 'welcome' : rng.pick(['free-spins', 'no-deposit', 'reload', 'cashback'] as const);
      const match =
        type === 'welcome' ? rng.pick([50, 100, 100, 150, 200]) : type === 'reload' ? 50 : 0;
      const cap = type === 'no-deposit' ? rng.pick([5, 10, 20]) : rng.pick([100, 200, 300, 500]);
      const spins = type === 'free-spins' || rng.chance(0.4) ? rng.pick([20, 50, 100, 150]) : 0;
      const headline =
        type === 'no-deposit'
          ? `${cap} € бонус без депозит`
          : type === 'cashback'
            ? `${rng.pick([10, 15, 20])}% кешбек до ${cap} €`
            : `${match > 0 ? `${match}% до ${cap} €` : `${spins || 50} безплатни завъртания`}${match > 0 && spins ? ` + ${spins} безплатни завъртания` : ''}`;
      const bonus: BonusSummary = {
        id: bonusId,
        headline,
        type,
        casino: slug,
        terms: {
          matchPercent: match,
          maxBonus: eur(cap),
          freeSpins: spins,
          freeSpinValue: eur(rng.pick([0.1, 0.2, 0.5])),
          wageringMultiplier: rng.pick([25, 30, 35, 40, 45, 50]),
          wageringBase: rng.pick(['bonus', 'deposit-bonus', 'deposit-bonus'] as const),
          maxBet: eur(rng.pick([2, 5, 5, 10])),
          maxCashout: rng.chance(0.5) ? eur(rng.pick([100, 200, 500, 1000])) : null,
          expiryDays: rng.pick([7, 14, 21, 30]),
          minDeposit: eur(type === 'no-deposit' ? 0 : rng.pick([10, 20, 25])),
          excludedGames: rng.sample(
            ['Рулетка', 'Блекджек', 'Игри на живо', 'Видео покер'],
            rng.int(0, 3),
          ),
          slotContributionPercent: 100,
        },
        code: rng.chance(0.3) ? `${slug.slice(0, 4).toUpperCase()}${rng.int(10, 99)}` : null,
        termsUrl: `https://${slug}.example-operator.com/terms`,
        verifiedAt: iso(rng.int(1, 60)),
        tags: rng.sample(W.BONUS_TAGS, rng.int(1, 3)),
      };
      bonuses.push(bonus);
      own.push(bonus);
    }
    const ratingItems = (
      ['bonuses', 'games', 'payments', 'support', 'mobile', 'safety'] as const
    ).map((key) => ({
      key,
      rating: rng.float(6, 9.8),
    }));
    const methods = rng.sample(payments, rng.int(4, 8)).map((p) => ({
      providerSlug: p.slug,
      name: p.name,
      minDeposit: eur(rng.pick([5, 10, 20])),
      maxWithdrawal: rng.chance(0.8) ? eur(rng.pick([2000, 5000, 10000])) : null,
      withdrawalHours: withdrawalHours(p.kind, rng),
      withdrawals: p.kind !== 'prepaid',
    }));
    const nra = rng.chance(0.75);
    const first = own[0];
    return {
      id,
      name,
      slug,
      logo: image(mediaUrl, `casinos/${slug}.svg`, name, 240, 120),
      rating: Math.round(meanRating(ratingItems) * 10) / 10,
      tagline: `${name}: ${rng.pick(W.PROS).toLowerCase()}`,
      affiliateCode: slug,
      bonusHeadline: first?.headline ?? null,
      bonusId: first?.id ?? null,
      ratingItems,
      licences: nra
        ? [
            {
              authority: 'НАП',
              number: `${rng.int(100, 999)}-${rng.int(1000, 9999)}`,
              isNra: true,
              registerUrl: 'https://www.nra.bg/',
            },
          ]
        : [
            {
              authority: 'MGA',
              number: `MGA/B2C/${rng.int(100, 999)}/${rng.int(2015, 2024)}`,
              isNra: false,
            },
          ],
      established: rng.int(2005, 2024),
      operator: `${name.split(' ')[0] ?? name} Entertainment ЕООД`,
      paymentMethods: methods,
      minDeposit: eur(Math.min(...methods.map((m) => m.minDeposit.amount))),
      restrictedCountries: rng.chance(0.3)
        ? ['DE']
        : rng.sample(['US', 'GB', 'FR', 'NL'], rng.int(1, 3)),
      pros: rng.sample(W.PROS, 3),
      cons: rng.sample(W.CONS, 2),
      bonuses: own,
      softwareProviders: rng.sample(providers, rng.int(3, 8)).map((p) => p.slug),
      gameCount: rng.int(300, 4000),
      supportLanguages: rng.chance(0.8) ? ['bg', 'en'] : ['en'],
      liveChat: rng.chance(0.8),
      bonusPageSlug: `${slug}-bonus`,
      reviewedAt: iso(rng.int(1, 90)),
    };
  });

  const makeSlot = (i: number, name: string): Slot => {
    const provider = providers[i % providers.length] as SoftwareProvider;
    const slug = normaliseSlug(name);
    return {
      id: i + 1,
      name,
      slug,
      logo: image(mediaUrl, `slots/${slug}.svg`, name, 300, 200),
      provider: provider.slug,
      providerName: provider.name,
      rtp: rng.float(94, 97.5, 2),
      volatility: rng.pick(['low', 'medium', 'high', 'very-high'] as const),
      rating: rng.float(6, 9.7),
      maxWinMultiplier: rng.pick([500, 1000, 2500, 5000, 10000, 25000]),
      paylines: rng.pick([5, 10, 20, 25, 40, 243]),
      reels: rng.pick(['5x3', '5x4', '6x5', '3x3']),
      minBet: eur(rng.pick([0.1, 0.2, 0.25])),
      maxBet: eur(rng.pick([50, 100, 200])),
      demoUrl: provider.hasDemo ? `https://demo.${provider.slug}.example.com/play/${slug}` : null,
      releasedAt: iso(rng.int(10, 2000)),
      features: rng.sample(W.FEATURES, rng.int(2, 4)),
      tags: rng.sample(W.SLOT_TAGS, rng.int(1, 2)),
    };
  };
  const slotNames = W.SLOT_FIRST.flatMap((a) => W.SLOT_SECOND.map((b) => `${a} ${b}`)).slice(
    0,
    120,
  );
  const slots: Slot[] = slotNames.map((name, i) => makeSlot(i, name));

  const makeArticle = (i: number): ArticleSummary => {
    const topic = W.ARTICLE_TOPICS[i % W.ARTICLE_TOPICS.length] as string;
    const round = Math.floor(i / W.ARTICLE_TOPICS.length);
    const title = round === 0 ? topic : `${topic} (част ${round + 1})`;
    const slug = normaliseSlug(title);
    const published = rng.int(5, 700);
    return {
      id: i + 1,
      title,
      slug,
      excerpt: rng.pick(W.PARAGRAPHS).slice(0, 140) + '…',
      image: image(mediaUrl, `articles/${slug}.svg`, title, 640, 360),
      authorId: (i % authors.length) + 1,
      publishedAt: iso(published),
      updatedAt: iso(Math.max(0, published - rng.int(0, 4))),
    };
  };
  const articles: ArticleSummary[] = Array.from({ length: 40 }, (_, i) => makeArticle(i));

  const summary = toCasinoSummary;
  const slotSummary = toSlotSummary;
  const topCasinos = [...casinos].sort((a, b) => b.rating - a.rating);

  const headers: Record<string, Header> = {};
  const footers: Record<string, Footer> = {};
  for (const l of locales) {
    const base = l.directory ? `/${l.directory}` : '';
    headers[l.locale] = {
      menu: [
        {
          label: 'Казина',
          href: `${base}/compare-casinos`,
          children: topCasinos
            .slice(0, 5)
            .map((c) => ({ label: c.name, href: `${base}/${c.slug}` })),
        },
        { label: 'Слотове', href: `${base}/casino-games`, children: [] },
        { label: 'Бонуси', href: `${base}/bonus-calculator`, children: [] },
        { label: 'Класация', href: `${base}/leaderboards`, children: [] },
        ...(l.configs.authentication
          ? [{ label: 'Общност', href: `${base}/feed`, children: [] }]
          : []),
        { label: 'За нас', href: `${base}/about-us`, children: [] },
      ],
      cta: { label: 'Топ казино', href: `${base}/${topCasinos[0]?.slug ?? ''}` },
    };
    footers[l.locale] = {
      columns: [
        {
          heading: 'Сайтът',
          links: [
            { label: 'За нас', href: `${base}/about-us` },
            { label: 'Карта на сайта', href: `${base}/sitemap` },
            { label: 'Общи условия', href: `${base}/terms-and-conditions` },
            { label: 'Политика за поверителност', href: `${base}/privacy-policy` },
          ],
        },
        {
          heading: 'Инструменти',
          links: [
            { label: 'Сравни казина', href: `${base}/compare-casinos` },
            { label: 'Бонус калкулатор', href: `${base}/bonus-calculator` },
            { label: 'Казино игри', href: `${base}/casino-games` },
          ],
        },
      ],
      responsibleGambling: [
        { label: 'НАП: регистър на операторите', href: 'https://www.nra.bg/' },
        { label: 'Помощ при зависимост', href: 'https://www.begambleaware.org/' },
      ],
      copyright: `© 2026 Казино ръководство. Всички права запазени.`,
    };
  }

  const extra = Math.max(0, options.pages);

  function* pages(locale: LocaleItem): Generator<Page> {
    const isRoot = locale.directory === '';
    const page = (
      slug: string,
      type: PageType,
      title: string,
      description: string,
      content: Page['content'],
      updatedAt: string,
      parts: Partial<Page> = {},
    ): Page => {
      const url = slug === 'home' ? locale.url : `${locale.url}/${slug}`;
      return {
        slug,
        locale: locale.locale,
        title,
        description,
        type,
        canonical: url,
        alternates: [],
        meta: {
          type: type === 'article' ? 'article' : type === 'author' ? 'profile' : 'website',
          image: image(mediaUrl, `og/${slug}.png`, title, 480, 320),
        },
        image: null,
        content,
        updatedAt,
        ...parts,
      };
    };
    const local = (text: string) => (isRoot ? text : `${text} (за българи в Германия)`);
    const allowed = casinos.filter((c) => isRoot || !c.restrictedCountries.includes('DE'));
    const top = [...allowed].sort((a, b) => b.rating - a.rating);
    let count = 0;

    count += 1;
    yield page(
      'home',
      'home',
      local('Онлайн казина в България 2026: ревюта и бонуси'),
      'Независими ревюта на лицензирани онлайн казина, слотове и бонуси с ясни условия.',
      [
        {
          component: 'hero',
          id: 'h1',
          heading: local('Най-добрите онлайн казина в България'),
          subheading: 'Проверени лицензи, честни условия и бързи тегления.',
          image: null,
        },
        {
          component: 'casino-top-list',
          id: 'top',
          heading: 'Топ 10 казина',
          casinos: top.slice(0, 10).map(summary),
        },
        {
          component: 'bonus-list',
          id: 'bonuses',
          heading: 'Актуални бонуси',
          bonuses: bonuses
            .filter((b) => top.slice(0, 6).some((c) => c.slug === b.casino))
            .slice(0, 6),
        },
        {
          component: 'slot-grid',
          id: 'slots',
          heading: 'Популярни слотове',
          slots: slots.slice(0, 8).map(slotSummary),
        },
        {
          component: 'article-list',
          id: 'articles',
          heading: 'Последни статии',
          articles: articles.slice(0, 4),
        },
        {
          component: 'faq',
          id: 'faq',
          heading: 'Често задавани въпроси',
          items: [
            {
              question: 'Законни ли са онлайн казината в България?',
              answer:
                'Да, когато операторът има лиценз от НАП. Проверете регистъра преди да играете.',
            },
            {
              question: 'Какво е изискване за залагане?',
              answer:
                'Това е сумата, която трябва да заложите, преди да изтеглите печалби от бонус.',
            },
            {
              question: 'Колко бързо се теглят печалбите?',
              answer:
                'С електронни портфейли обикновено до 24 часа, с банков превод до 3 работни дни.',
            },
          ],
        },
        { component: 'newsletter', id: 'news', heading: 'Абонирайте се за нови бонуси' },
      ],
      iso(0),
      { image: image(mediaUrl, 'og/home.png', 'Казино ръководство', 480, 320) },
    );

    for (const c of allowed) {
      count += 1;
      yield page(
        c.slug,
        'casino',
        `${c.name} ревю 2026`,
        `${c.name}: лиценз, бонуси, методи на плащане и оценка ${c.rating}/10.`,
        [
          {
            component: 'rich-text',
            id: 'body',
            html: `<h2>Общ преглед на ${c.name}</h2>${paragraphs(rng, 3)}<h2>Бонуси и условия</h2>${paragraphs(rng, 2)}`,
          },
          {
            component: 'faq',
            id: 'faq',
            heading: `Въпроси за ${c.name}`,
            items: [
              {
                question: `Има ли ${c.name} лиценз?`,
                answer: `${c.licences[0]?.authority ?? ''} лиценз № ${c.licences[0]?.number ?? ''}.`,
              },
              { question: 'Колко е минималният депозит?', answer: `${c.minDeposit.amount} €.` },
            ],
          },
          {
            component: 'link-list',
            id: 'links',
            heading: 'Свързани страници',
            links: [
              { slug: `${c.slug}-bonus`, title: `Бонуси на ${c.name}` },
              { slug: 'compare-casinos', title: 'Сравни казина' },
            ],
          },
          ...(c.id % 13 === 0 ? [{ component: UNKNOWN_COMPONENT, id: 'legacy' }] : []),
        ],
        c.reviewedAt,
        { casino: c, image: c.logo },
      );
      count += 1;
      yield page(
        `${c.slug}-bonus`,
        'casino-bonus',
        `Бонуси на ${c.name}`,
        `Всички бонуси на ${c.name} с условията, които проверяваме първо.`,
        [
          {
            component: 'bonus-list',
            id: 'bonuses',
            heading: `Бонуси на ${c.name}`,
            bonuses: c.bonuses,
          },
          {
            component: 'rich-text',
            id: 'body',
            html: `<h2>Как да вземете бонуса</h2>${paragraphs(rng, 2)}`,
          },
        ],
        c.reviewedAt,
        { bonus_page_casino: c, image: c.logo },
      );
    }

    const slotCount = isRoot ? slots.length : 60;
    for (const s of slots.slice(0, slotCount)) {
      count += 1;
      yield page(
        s.slug,
        'slot',
        `${s.name} слот: ревю и демо`,
        `${s.name} от ${s.providerName}: RTP ${s.rtp}%, волатилност и максимална печалба.`,
        [
          {
            component: 'rich-text',
            id: 'body',
            html: `<h2>Как се играе ${s.name}</h2>${paragraphs(rng, 2)}`,
          },
          {
            component: 'slot-grid',
            id: 'similar',
            heading: 'Подобни слотове',
            slots: slots
              .filter((o) => o.provider === s.provider && o.id !== s.id)
              .slice(0, 4)
              .map(slotSummary),
          },
        ],
        s.releasedAt,
        { slot: s, image: s.logo },
      );
    }

    for (const p of payments) {
      count += 1;
      yield page(
        p.slug,
        'payment-provider',
        `${p.name} в онлайн казина`,
        `Казина, които приемат ${p.name}: лимити и време за теглене.`,
        [
          {
            component: 'rich-text',
            id: 'body',
            html: `<h2>Депозит с ${p.name}</h2>${paragraphs(rng, 2)}`,
          },
          {
            component: 'casino-top-list',
            id: 'casinos',
            heading: `Казина с ${p.name}`,
            casinos: top
              .filter((c) => c.paymentMethods.some((m) => m.providerSlug === p.slug))
              .slice(0, 10)
              .map(summary),
          },
        ],
        iso(rng.int(1, 60)),
        { payment: p, image: p.logo },
      );
    }

    for (const p of providers) {
      count += 1;
      yield page(
        p.slug,
        'software-provider',
        `${p.name}: слотове и казина`,
        `Игрите на ${p.name} и казината, които ги предлагат.`,
        [
          {
            component: 'slot-grid',
            id: 'slots',
            heading: `Слотове на ${p.name}`,
            slots: slots
              .filter((s) => s.provider === p.slug)
              .slice(0, 12)
              .map(slotSummary),
          },
          {
            component: 'casino-top-list',
            id: 'casinos',
            heading: `Казина с игри на ${p.name}`,
            casinos: top
              .filter((c) => c.softwareProviders.includes(p.slug))
              .slice(0, 6)
              .map(summary),
          },
        ],
        iso(rng.int(1, 60)),
        { provider: p, image: p.logo },
      );
    }

    if (isRoot) {
      for (const a of authors) {
        count += 1;
        yield page(
          a.slug,
          'author',
          `${a.name} – ${a.role}`,
          a.bio,
          [
            {
              component: 'article-list',
              id: 'articles',
              heading: `Статии от ${a.name}`,
              articles: articles.filter((x) => x.authorId === a.id),
            },
          ],
          iso(rng.int(1, 30)),
          { profile_author: a, image: a.avatar },
        );
      }
      for (const a of articles) {
        const author = authors[a.authorId - 1] as Author;
        count += 1;
        yield page(
          a.slug,
          'article',
          a.title,
          a.excerpt,
          [
            {
              component: 'rich-text',
              id: 'body',
              html: `<p>${a.excerpt}</p><h2>Основното</h2>${paragraphs(rng, 3)}<h2>Какво да запомните</h2>${paragraphs(rng, 2)}<p>Вижте и <a href="/bonus-calculator">бонус калкулатора</a>.</p>`,
            },
            {
              component: 'link-list',
              id: 'links',
              heading: 'Прочетете още',
              links: articles
                .filter((x) => x.id !== a.id)
                .slice(0, 3)
                .map((x) => ({ slug: x.slug, title: x.title })),
            },
          ],
          a.updatedAt,
          { article: { ...a, author, readingMinutes: rng.int(3, 9) }, image: a.image },
        );
      }
    }

    count += 1;
    yield page(
      'leaderboards',
      'leaderboards',
      'Класация на общността',
      'Най-активните членове на общността и техните точки.',
      [
        {
          component: 'leaderboard',
          id: 'board',
          heading: 'Топ играчи този месец',
          entries: Array.from({ length: 10 }, (_, i) => ({
            rank: i + 1,
            username: `играч${rng.int(100, 999)}`,
            points: 5000 - i * rng.int(100, 300),
            avatar: null,
          })),
        },
      ],
      iso(1),
    );

    const defaults: [string, string, string][] = [
      ['about-us', 'За нас', 'Кои сме ние и как оценяваме казината.'],
      ['terms-and-conditions', 'Общи условия', 'Условията за ползване на сайта.'],
      ['privacy-policy', 'Политика за поверителност', 'Как обработваме личните данни.'],
      ['casino-games', 'Казино игри', 'Всички слотове с филтри по доставчик, волатилност и RTP.'],
      ['compare-casinos', 'Сравни казина', 'Сравнете до 4 казина едно до друго.'],
      ['bonus-calculator', 'Бонус калкулатор', 'Изчислете реалната стойност на бонуса.'],
      ['sitemap', 'Карта на сайта', 'Всички страници на сайта.'],
      ['search', 'Търсене', 'Търсене в ревюта, слотове и статии.'],
      ['not-found', 'Страницата не е намерена', 'Страницата, която търсите, не съществува.'],
      [
        'responsible-gambling',
        'Отговорна игра',
        'Хазартът е само за пълнолетни. Ако сте под 18 години, този сайт не е за вас.',
      ],
    ];
    for (const [slug, title, description] of defaults) {
      const content: Page['content'] = [
        {
          component: 'rich-text',
          id: 'body',
          html: `<p>${description}</p>${slug === 'about-us' || slug.includes('terms') || slug.includes('privacy') ? paragraphs(rng, 3) : ''}${slug === 'responsible-gambling' ? RESPONSIBLE_GAMBLING_HTML : ''}`,
        },
      ];
      if (slug === 'casino-games')
        content.push({
          component: 'slot-grid',
          id: 'popular',
          heading: 'Популярни слотове',
          slots: slots.slice(0, 8).map(slotSummary),
        });
      if (slug === 'about-us' && isRoot)
        content.push({ component: UNKNOWN_COMPONENT, id: 'legacy' });
      count += 1;
      yield page(slug, 'default', title, description, content, iso(rng.int(1, 200)));
    }

    // SPEC §2 /feed: the community lives where the locale has accounts (SPEC §1).
    if (locale.configs.authentication) {
      count += 1;
      yield page(
        'feed',
        'default',
        'Общност',
        'Публикации, коментари и отговори на играчите от общността.',
        [
          {
            component: 'rich-text',
            id: 'intro',
            html: '<p>Споделете опита си с казина и слотове. Пишете учтиво: публикациите с реклама или обиди се премахват.</p>',
          },
          { component: 'community-feed', id: 'feed', heading: 'Последни публикации' },
        ],
        iso(0),
      );
    }

    // Scaling for benchmarks: extra slot pages until the target is met (bg-BG only).
    if (isRoot && extra > count) {
      for (let i = 0; count < extra; i += 1) {
        const s = makeSlot(
          slots.length + i,
          `${rng.pick(W.SLOT_FIRST)} ${rng.pick(W.SLOT_SECOND)} ${i + 1}`,
        );
        count += 1;
        yield page(
          s.slug,
          'slot',
          `${s.name} слот: ревю и демо`,
          `${s.name}: RTP ${s.rtp}%.`,
          [
            {
              component: 'rich-text',
              id: 'body',
              html: `<h2>Как се играе ${s.name}</h2>${paragraphs(rng, 2)}`,
            },
            {
              component: 'slot-grid',
              id: 'similar',
              heading: 'Подобни слотове',
              slots: slots.slice(i % 100, (i % 100) + 4).map(slotSummary),
            },
          ],
          s.releasedAt,
          { slot: s, image: s.logo },
        );
      }
    }
  }

  const website: WebsiteRecord = {
    lang: 'bg',
    version: {
      appVersion: options.appVersion,
      apiVersion: options.apiVersion,
      history: [{ appVersion: 'v5.20.11-bg', apiVersion: 'v5.19.3-bg', publishedAt: iso(14) }],
    },
  };
  const popups = Object.fromEntries(
    locales.map((l) => [
      l.locale,
      { caution: null, refresh: false, updatedAt: iso(3) } satisfies PopupsConfig,
    ]),
  );

  return {
    locales,
    casinos,
    slots,
    bonuses,
    payments,
    providers,
    authors,
    articles,
    website,
    popups,
    headers,
    footers,
    pages,
  };
}
