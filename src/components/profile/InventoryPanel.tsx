/** The profile's inventory (product §2 user profile): avatar, username, points and owned items. */
import { useEffect } from 'react';
import { inventoryEndpoint, shopEndpoint } from '../../api/user-endpoints';
import type { User } from '../../domain/entities/user';
import { formatNumber, t } from '../../i18n';
import { AvatarImage } from './AvatarImage';
import { putInventory, useProfileRead, type ProfileScope } from './profile-data';
import { ReadState } from './ReadState';

/** Props of {@link InventoryPanel}. */
export type InventoryPanelProps = { scope: ProfileScope; user: User };

const AVATAR_SIZE_PX = 72;

/** The panel. */
export function InventoryPanel({ scope, user }: InventoryPanelProps) {
  const read = useProfileRead(inventoryEndpoint, scope);
  const shop = useProfileRead(shopEndpoint, scope);
  useEffect(() => {
    if (read.data) putInventory(read.data);
  }, [read.data]);
  // The store's copy is the one writes update first; the read refreshes it on opening.
  const inventory = user.inventory ?? read.data;
  if (!inventory) return <ReadState error={read.error} onRetry={() => void read.mutate()} />;
  const owned = shop.data?.filter((item) => item.owned) ?? [];
  return (
    <div className="profile-inventory">
      <div className="profile-head">
        <AvatarImage avatar={inventory.avatar} sizePx={AVATAR_SIZE_PX} />
        <div>
          <p className="profile-head__name" data-profile-username="">
            {inventory.username}
          </p>
          <p>
            {t('Points')}: <strong data-profile-points="">{formatNumber(inventory.points)}</strong>
          </p>
        </div>
      </div>
      <h3>{t('My items')}</h3>
      {shop.data ? (
        owned.length > 0 ? (
          <ul className="profile-list" data-profile-owned="">
            {owned.map((item) => (
              <li key={item.id}>
                <img src={item.imageUrl} alt="" width={32} height={32} loading="lazy" /> {item.name}
              </li>
            ))}
          </ul>
        ) : (
          <p className="muted">{t('You have no items yet: the shop has some.')}</p>
        )
      ) : (
        <ReadState error={shop.error} onRetry={() => void shop.mutate()} />
      )}
    </div>
  );
}
