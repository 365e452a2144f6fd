import { describe, expect, it } from 'vitest';
import { readRouteData, type ReadJson } from '../../../src/api/route-data';
import { COMPARE_CASINOS_SLUG } from '../../../src/config/constants';

/** A content API of `count` casinos that pages GET /casinos as the real one does. */
function casinoApi(count: number, claimedTotal = count) {
  const asked: string[] = [];
  const read: ReadJson = (path, schema) => {
    asked.push(path);
    const query = new URL(path, 'http://api.test').searchParams;
    const page = Number(query.get('page') ?? 1);
    const pageSize = Number(query.get('pageSize') ?? 5);
    const ids = Array.from({ length: count }, (_, i) => i + 1).slice(
      (page - 1) * pageSize,
      page * pageSize,
    );
    const items = ids.map((id) => ({
      id,
      name: `Казино ${String(id)}`,
      slug: `kazino-${String(id)}`,
      logo: { src: 'https://cdn.example/logo.png', alt: 'лого', width: 200, height: 100 },
      rating: 8,
      tagline: 'Добро казино',
      affiliateCode: `kazino-${String(id)}`,
      bonusHeadline: null,
      bonusId: null,
    }));
    return Promise.resolve(schema.parse({ items, total: claimedTotal, page, pageSize }));
  };
  return { read, asked };
}

describe('the compare page lists every casino of its locale (product §2 named routes)', () => {
  it('reads GET /casinos page after page past the API largest page', async () => {
    const api = casinoApi(250);
    const data = await readRouteData(COMPARE_CASINOS_SLUG, api.read);
    expect(data?.casinoOptions?.map((o) => o.id)).toEqual(
      Array.from({ length: 250 }, (_, i) => i + 1),
    );
    expect(api.asked).toHaveLength(3);
  });

  it('stops at the last page whatever total an API claims', async () => {
    const api = casinoApi(120, 1_000_000);
    const data = await readRouteData(COMPARE_CASINOS_SLUG, api.read);
    expect(data?.casinoOptions).toHaveLength(120);
    expect(api.asked).toHaveLength(2);
  });
});
