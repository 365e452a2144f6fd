/** A like toggle (product §3 like toggle): the count and a pressed state; anonymous → sign in. */
import { useState } from 'react';
import { requireAccount } from '../../auth/load';
import type { LikeState } from '../../domain/entities/user';
import { formatNumber, t } from '../../i18n';
import { appStore } from '../../state/store';
import { errorText } from '../account/messages';

/**
 * Toggles so the press does what the button showed (product §7 like toggle): a state read before
 * the identity service woke (product §4) or changed in another tab is not the member's, and a
 * toggle that undid their like is toggled back.
 */
export async function likeAsShown(
  wanted: boolean,
  toggle: () => Promise<LikeState>,
): Promise<LikeState> {
  const first = await toggle();
  return first.likedByMe === wanted ? first : toggle();
}

/** The button. */
export function LikeButton({
  likes,
  liked,
  toggle,
  onChange,
}: {
  likes: number;
  liked: boolean;
  toggle: () => Promise<LikeState>;
  onChange: () => void;
}) {
  // The toggle's answer, kept until the list read again brings newer props than it answered.
  const [state, setState] = useState<{ likes: number; liked: boolean; over: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const props = `${String(likes)}:${String(liked)}`;
  const shown = state?.over === props ? state : { likes, liked };
  const press = async () => {
    setBusy(true);
    try {
      if (!(await requireAccount(appStore()))) return;
      const next = await likeAsShown(!shown.liked, toggle);
      setState({ likes: next.likes, liked: next.likedByMe, over: props });
      onChange();
    } catch (error) {
      appStore().addToast({ text: errorText(error), type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      className="like-button"
      aria-pressed={shown.liked}
      disabled={busy}
      data-action="like"
      onClick={() => void press()}
    >
      <span aria-hidden="true">{shown.liked ? '♥' : '♡'}</span>{' '}
      <span className="visually-hidden">{t('Харесвам')}</span>
      <span data-like-count="">{formatNumber(shown.likes)}</span>
    </button>
  );
}
