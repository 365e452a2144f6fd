import { describe, expect, it } from 'vitest';
import { CasinoReviewPayload } from '../../../src/domain/entities';

const valid = {
  casinoSlug: 'yantra-royal',
  rating: 5,
  title: 'Честно казино',
  text: 'Тегленията пристигат бързо, а поддръжката говори български език.',
  name: 'Мария',
  email: 'maria@example.bg',
  publishConsent: true,
};

describe('CasinoReviewPayload (product §2 review casino)', () => {
  it('takes a complete review and trims its text', () => {
    const parsed = CasinoReviewPayload.parse({ ...valid, title: '  Честно казино  ' });
    expect(parsed.title).toBe('Честно казино');
  });

  it.each([
    ['rating', { rating: 0 }],
    ['rating', { rating: 6 }],
    ['rating', { rating: 3.5 }],
    ['title', { title: 'Ок' }],
    ['title', { title: 'x'.repeat(101) }],
    ['text', { text: 'Кратко.' }],
    ['text', { text: 'x'.repeat(2001) }],
    ['name', { name: 'И' }],
    ['email', { email: 'maria' }],
    ['publishConsent', { publishConsent: false }],
    ['casinoSlug', { casinoSlug: 'Yantra Royal' }],
  ])('refuses a bad %s', (field, change) => {
    const result = CasinoReviewPayload.safeParse({ ...valid, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual([field]);
  });
});
