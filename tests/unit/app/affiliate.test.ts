// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchAffiliateBonus, isInternational } from '../../../src/app/affiliate';

const bonus = {
  id: 0,
  code: 'casino-x',
  casinoName: 'Казино X',
  casinoSlug: 'casino-x',
  headline: '100% до 200 €',
  url: 'https://casino-x.example-operator.com/?aff=casino-bg',
  row: false,
  locale: 'bg-BG',
};
const query = { bonusId: 0, locale: undefined, row: false };

describe('affiliate bonus lookup (product §7, §8, §9)', () => {
  let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
  beforeEach(() => {
    vi.useFakeTimers();
    fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('retries once, exactly 500 ms after the first failure', async () => {
    fetchMock
      .mockResolvedValueOnce(new Response('{}', { status: 503 }))
      .mockResolvedValueOnce(new Response(JSON.stringify(bonus)));
    const result = fetchAffiliateBonus('casino-x', query, 'bg-BG');
    await vi.advanceTimersByTimeAsync(499);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toEqual(bonus);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('a second failure yields null and mails "Affiliate Redirect: …"', async () => {
    fetchMock.mockImplementation((url) =>
      Promise.resolve(
        (url as string).endsWith('/application-error')
          ? new Response('{}', { status: 202 })
          : new Response('{}', { status: 404 }),
      ),
    );
    const result = fetchAffiliateBonus('casino-x', query, 'bg-BG');
    await vi.advanceTimersByTimeAsync(500);
    await expect(result).resolves.toBeNull();
    const mail = fetchMock.mock.calls.find(([url]) =>
      (url as string).endsWith('/application-error'),
    );
    const body = JSON.parse(mail?.[1]?.body as string) as { context: string };
    expect(body.context).toMatch(/^Affiliate Redirect: /);
  });

  it.each([
    [null, 'BG', false],
    ['BG', 'BG', false],
    ['DE', 'BG', true],
  ])('visitor %s on a %s locale: international = %s', (visitor, locale, expected) => {
    expect(isInternational(visitor, locale)).toBe(expected);
  });
});

describe('an affiliate URL that is not http(s) (product §9 security)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is refused: no redirect target, and an "Affiliate Redirect" mail', async () => {
    const fetchMock = vi.fn<typeof fetch>((url) =>
      Promise.resolve(
        (url as string).endsWith('/application-error')
          ? new Response('{}', { status: 202 })
          : new Response(JSON.stringify({ ...bonus, url: 'javascript:alert(1)' })),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    await expect(fetchAffiliateBonus('casino-x', query, 'bg-BG')).resolves.toBeNull();
    const mail = fetchMock.mock.calls.find(([u]) => (u as string).endsWith('/application-error'));
    expect((JSON.parse(mail?.[1]?.body as string) as { context: string }).context).toMatch(
      /^Affiliate Redirect: /,
    );
  });
});
