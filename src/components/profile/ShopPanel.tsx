/**
 * The profile's shop: items with their price in points. Buying pays with points (POST
 * /users/purchase); a refusal such as 'not enough points' shows under the item it concerns, and
 * the points left go into the store's user at once.
 */
import type { User } from '../../domain/entities/user';
import { formatNumber, t } from '../../i18n';
import type { ProfileScope } from './profile-data';
import { ReadState } from './ReadState';
import { ShopItemRow } from './shop/ShopItemRow';
import { useShopPurchase } from './shop/useShopPurchase';

/** Props of {@link ShopPanel}. */
export type ShopPanelProps = { scope: ProfileScope; user: User };

/** The panel: the visitor's points, then the items. */
export function ShopPanel({ scope, user }: ShopPanelProps) {
  const { read, busyId, note, buy } = useShopPurchase(scope);
  if (!read.data) return <ReadState error={read.error} onRetry={() => void read.mutate()} />;

  const points = user.inventory?.points;
  return (
    <div>
      {points === undefined ? null : (
        <p>
          {t('Your points')}: <strong data-shop-points="">{formatNumber(points)}</strong>
        </p>
      )}
      <ul className="shop" data-profile-shop="">
        {read.data.map((item) => (
          <ShopItemRow
            key={item.id}
            item={item}
            busyId={busyId}
            itemNote={note?.itemId === item.id ? note : null}
            onBuy={() => void buy(item)}
          />
        ))}
      </ul>
    </div>
  );
}
