/** One item of the profile's shop: picture, price in points, buy or owned, and its purchase note. */
import type { ShopItem } from '../../../domain/entities/user';
import { formatNumber, t } from '../../../i18n';
import type { ItemNote } from './useShopPurchase';

/** Props of {@link ShopItemRow}. */
export type ShopItemRowProps = {
  item: ShopItem;
  /** The item a purchase is under way for, if any (every buy button waits). */
  busyId: number | null;
  /** What the last purchase attempt of this item left to say. */
  itemNote: ItemNote | null;
  onBuy: () => void;
};

/** The list item. */
export function ShopItemRow({ item, busyId, itemNote, onBuy }: ShopItemRowProps) {
  const noteId = `shop-note-${String(item.id)}`;
  return (
    <li className="shop__item" data-shop-item={item.id}>
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
          onClick={onBuy}
        >
          {busyId === item.id ? t('Sending…') : t('Buy')}
        </button>
      )}
    </li>
  );
}
