/**
 * The profile's shop: items with their price in points. Buying pays with points (POST
 * /users/purchase); a refusal such as 'not enough points' shows under the item it concerns, and
 * the points left go into the store's user at once.
 */
import { useState } from 'react';
import { shopEndpoint } from '../../api/user-endpoints';
import { purchase } from '../../api/users';
import type { ShopItem, User } from '../../domain/entities/user';
import { formatNumber, t } from '../../i18n';
import { serviceErrorText } from '../account/messages';
import { useProfileRead, useProfileWrites, type ProfileScope } from './profile-data';
import { ReadState } from './ReadState';

/** Props of {@link ShopPanel}. */
export type ShopPanelProps = { scope: ProfileScope; user: User };

/** What the last purchase attempt of an item left to say. */
type ItemNote = { itemId: number; ok: boolean; text: string };

/** The panel. */
export function ShopPanel({ scope, user }: ShopPanelProps) {
  const read = useProfileRead(shopEndpoint, scope);
  const writes = useProfileWrites(scope);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [note, setNote] = useState<ItemNote | null>(null);
  if (!read.data) return <ReadState error={read.error} onRetry={() => void read.mutate()} />;

  const buy = async (item: ShopItem): Promise<void> => {
    setBusyId(item.id);
    setNote(null);
    const result = await purchase(item.id);
    setBusyId(null);
    if (!result.ok) {
      setNote({ itemId: item.id, ok: false, text: serviceErrorText(result.error) });
      return;
    }
    writes.applyInventory(result.data.inventory);
    const bought = result.data.item;
    void read.mutate((items) => items?.map((i) => (i.id === bought.id ? bought : i)), {
      revalidate: false,
    });
    writes.refreshRecords();
    setNote({ itemId: item.id, ok: true, text: t('Bought: {item}.', { item: bought.name }) });
  };

  const points = user.inventory?.points;
  return (
    <div>
      {points === undefined ? null : (
        <p>
          {t('Your points')}: <strong data-shop-points="">{formatNumber(points)}</strong>
        </p>
      )}
      <ul className="shop" data-profile-shop="">
        {read.data.map((item) => {
          const noteId = `shop-note-${String(item.id)}`;
          const itemNote = note?.itemId === item.id ? note : null;
          return (
            <li key={item.id} className="shop__item" data-shop-item={item.id}>
              <img src={item.imageUrl} alt="" width={48} height={48} loading="lazy" />
              <div>
                <strong>{item.name}</strong>
                {item.description ? <p className="small muted">{item.description}</p> : null}
                <p className="small">
                  {t('Price')}:{' '}
                  <span data-shop-price="">
                    {formatNumber(item.price)} {t('pts')}
                  </span>
                </p>
                {itemNote ? (
                  <p
                    id={noteId}
                    className={itemNote.ok ? 'small' : 'field__error'}
                    role={itemNote.ok ? 'status' : 'alert'}
                    data-shop-note={itemNote.ok ? 'ok' : 'error'}
                  >
                    {itemNote.text}
                  </p>
                ) : null}
              </div>
              {item.owned ? (
                <span className="chip" data-shop-owned="">
                  {t('Owned')}
                </span>
              ) : (
                <button
                  type="button"
                  className="button"
                  disabled={busyId !== null}
                  aria-describedby={itemNote ? noteId : undefined}
                  aria-invalid={itemNote && !itemNote.ok ? true : undefined}
                  onClick={() => void buy(item)}
                >
                  {busyId === item.id ? t('Sending…') : t('Buy')}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
