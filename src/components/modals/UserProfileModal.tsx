/**
 * The user profile (product §2 "user profile (with category)"): the signed-in user's inventory,
 * points history, missions, shop and avatars as tabs, the request's `category` selecting the
 * first one shown, and the sign-out. Opened from the header's account entry once signed in.
 */
import { useEffect, useState } from 'react';
import { loadAuth } from '../../auth/load';
import { inventoryEndpoint } from '../../api/user-endpoints';
import { DEFAULT_LOCALE } from '../../config/constants';
import type { User } from '../../domain/entities/user';
import { t } from '../../i18n';
import { useAppState } from '../../state/use-app-state';
import { localHref } from '../layout/site';
import { AvatarsPanel } from '../profile/AvatarsPanel';
import { profileCategory, type ProfileCategory } from '../profile/categories';
import { HistoryPanel } from '../profile/HistoryPanel';
import { InventoryPanel } from '../profile/InventoryPanel';
import { MissionsPanel } from '../profile/MissionsPanel';
import { putInventory, useProfileRead, type ProfileScope } from '../profile/profile-data';
import { ProfileTabs } from '../profile/ProfileTabs';
import { ShopPanel } from '../profile/ShopPanel';
import type { ModalBodyProps } from './body-props';
import { Modal } from './Modal';

const text = (value: unknown, fallback: string): string =>
  typeof value === 'string' ? value : fallback;

/** The tabs in order. */
function tabs(): { key: ProfileCategory; label: string }[] {
  return [
    { key: 'inventory', label: t('Inventory') },
    { key: 'history', label: t('History') },
    { key: 'missions', label: t('Missions') },
    { key: 'shop', label: t('Shop') },
    { key: 'avatars', label: t('Avatars') },
  ];
}

/** The selected category's panel. */
function Panel({
  category,
  scope,
  user,
}: {
  category: ProfileCategory;
  scope: ProfileScope;
  user: User;
}) {
  switch (category) {
    case 'inventory':
      return <InventoryPanel scope={scope} user={user} />;
    case 'history':
      return <HistoryPanel scope={scope} />;
    case 'missions':
      return <MissionsPanel scope={scope} />;
    case 'shop':
      return <ShopPanel scope={scope} user={user} />;
    case 'avatars':
      return <AvatarsPanel scope={scope} user={user} />;
  }
}

/** Signs out through the identity service; says so when it failed. */
function SignOut({ onSignedOut }: { onSignedOut: () => void }) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const signOut = async (): Promise<void> => {
    setBusy(true);
    setFailed(false);
    try {
      await (await loadAuth()).signOut();
      onSignedOut();
    } catch {
      setFailed(true);
      setBusy(false);
    }
  };
  return (
    <div className="profile-signout">
      {failed ? (
        <p className="field__error" role="alert">
          {t('Signing out failed. Try again.')}
        </p>
      ) : null}
      <button
        type="button"
        className="button button--ghost"
        data-action="sign-out"
        disabled={busy}
        onClick={() => void signOut()}
      >
        {t('Sign out')}
      </button>
    </div>
  );
}

/** The signed-in user's profile. */
function Profile({
  user,
  locale,
  initial,
  onClose,
}: {
  user: User;
  locale: string;
  initial: ProfileCategory;
  onClose: () => void;
}) {
  const [category, setCategory] = useState(initial);
  const scope: ProfileScope = { locale, uid: user.uid };
  // Every tab shows the points: the inventory is read again on opening, into the store.
  const inventory = useProfileRead(inventoryEndpoint, scope);
  useEffect(() => {
    if (inventory.data) putInventory(inventory.data);
  }, [inventory.data]);
  return (
    <>
      <ProfileTabs tabs={tabs()} selected={category} onSelect={setCategory} label={t('Profile')}>
        <Panel category={category} scope={scope} user={user} />
      </ProfileTabs>
      <SignOut onSignedOut={onClose} />
    </>
  );
}

/** The modal. */
export function UserProfileModal({ props, onClose }: ModalBodyProps) {
  const user = useAppState((s) => s.user);
  const userLoading = useAppState((s) => s.userLoading);
  const locale = text(props.locale, DEFAULT_LOCALE);
  const directory = text(props.directory, '');
  const signedIn = user !== null && !user.isAnonymous;
  return (
    <Modal title={t('My profile')} onClose={onClose} name="user-profile">
      {signedIn ? (
        <Profile
          user={user}
          locale={locale}
          initial={profileCategory(props.category)}
          onClose={onClose}
        />
      ) : userLoading ? (
        <p role="status">{t('Loading…')}</p>
      ) : (
        <p>
          {t('Sign in to see your profile.')}{' '}
          <a href={localHref(directory, 'login')}>{t('Sign in')}</a>
        </p>
      )}
    </Modal>
  );
}

export default UserProfileModal;
