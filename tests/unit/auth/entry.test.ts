// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { showAccountEntry } from '../../../src/auth/entry';
import type { User } from '../../../src/domain/entities/user';

const user = (avatarUrl: string | null): User => ({
  country: null,
  isInternational: false,
  uid: 'u1',
  emailVerified: true,
  isAnonymous: false,
  email: 'ivan@example.bg',
  displayName: 'иван',
  username: 'иван',
  inventory: avatarUrl
    ? {
        id: 1,
        uid: 'u1',
        username: 'иван',
        avatar: { id: 1, url: avatarUrl, name: 'Асо' },
        points: 0,
        ownedItemIds: [],
        lastLoginAt: null,
        createdAt: '2026-11-24T10:00:00.000Z',
      }
    : null,
  lastRefresh: null,
});

describe('showAccountEntry (the header follows the session)', () => {
  it('shows the avatar and username opening the profile, and the sign-in link again after', () => {
    document.body.innerHTML = '<a href="/login" data-account-entry="">Вход</a>';
    const entry = document.querySelector('a')!;
    showAccountEntry(document, user('/avatars/2.png'), 'Вход');
    expect(entry.textContent).toBe(' иван');
    expect(entry.querySelector('img')?.getAttribute('src')).toBe('/avatars/2.png');
    expect(entry.dataset.modalOpen).toBe('user-profile');
    showAccountEntry(document, user(null), 'Вход');
    expect(entry.querySelector('img')).toBeNull();
    expect(entry.textContent).toBe('иван');
    showAccountEntry(document, null, 'Вход');
    expect(entry.textContent).toBe('Вход');
    expect(entry.dataset.modalOpen).toBeUndefined();
  });
});
