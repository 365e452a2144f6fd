import { describe, expect, it } from 'vitest';
import { likeAsShown } from '../../../../src/components/community/LikeButton';
import type { LikeState } from '../../../../src/domain/entities/user';

/** A server's toggle of one member's like, starting from `liked`; counts its calls. */
function server(liked: boolean) {
  const calls = { n: 0 };
  const toggle = (): Promise<LikeState> => {
    calls.n += 1;
    liked = !liked;
    return Promise.resolve({ target: 'post', id: 1, likes: liked ? 3 : 2, likedByMe: liked });
  };
  return { toggle, calls };
}

describe('likeAsShown (product §7 like toggle)', () => {
  it.each([
    [false, true],
    [true, false],
  ])('a press shown as like=%o on a server that agrees toggles once', async (was, wanted) => {
    const { toggle, calls } = server(was);
    expect((await likeAsShown(wanted, toggle)).likedByMe).toBe(wanted);
    expect(calls.n).toBe(1);
  });

  it.each([true, false])(
    'a press on a stale state (the member’s like is %o already) ends as the button showed',
    async (liked) => {
      const { toggle, calls } = server(liked);
      expect((await likeAsShown(liked, toggle)).likedByMe).toBe(liked);
      expect(calls.n).toBe(2);
    },
  );
});
