/**
 * The profile's avatars: the user wears any unlocked one (PUT /users/avatar); locked ones say how
 * they are unlocked. The new avatar goes into the store's user, so the header follows at once.
 */
import { useState } from 'react';
import { avatarsEndpoint } from '../../api/user-endpoints';
import { updateAvatar } from '../../api/users';
import type { AvatarOption, User } from '../../domain/entities/user';
import { t } from '../../i18n';
import { AvatarImage } from './AvatarImage';
import { serviceErrorText } from '../account/messages';
import { useProfileRead, useProfileWrites, type ProfileScope } from './profile-data';
import { ReadState } from './ReadState';

/** Props of {@link AvatarsPanel}. */
export type AvatarsPanelProps = { scope: ProfileScope; user: User };

const AVATAR_SIZE_PX = 56;

/** The panel. */
export function AvatarsPanel({ scope, user }: AvatarsPanelProps) {
  const read = useProfileRead(avatarsEndpoint, scope);
  const writes = useProfileWrites(scope);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!read.data) return <ReadState error={read.error} onRetry={() => void read.mutate()} />;
  const worn = user.inventory?.avatar.id ?? null;

  const choose = async (avatar: AvatarOption): Promise<void> => {
    setBusy(true);
    setError(null);
    const result = await updateAvatar(avatar.id);
    setBusy(false);
    if (!result.ok) {
      setError(serviceErrorText(result.error));
      return;
    }
    writes.applyInventory(result.data);
    writes.refreshRecords();
  };

  return (
    <div>
      <ul className="avatar-grid" data-profile-avatars="">
        {read.data.map((avatar) => (
          <li key={avatar.id}>
            <button
              type="button"
              className="avatar-choice"
              aria-pressed={avatar.id === worn}
              disabled={busy || !avatar.unlocked}
              data-avatar-choice={avatar.id}
              onClick={() => void choose(avatar)}
            >
              <AvatarImage avatar={avatar} sizePx={AVATAR_SIZE_PX} />
              <span className="small">{avatar.name}</span>
              {avatar.unlocked ? null : (
                <span className="small muted">{t('Locked: buy it in the shop')}</span>
              )}
            </button>
          </li>
        ))}
      </ul>
      {error ? (
        <p className="field__error" role="alert" data-avatar-error="">
          {error}
        </p>
      ) : null}
    </div>
  );
}
