/** The slot review's head (product §2 type slot): logo, provider link, features, rating. */
import type { Slot } from '../../../domain/entities';
import { t } from '../../../i18n';
import { Img } from '../../content/Img';
import { RatingBadge } from '../../content/RatingBadge';
import { localHref } from '../../layout/site';

/** Props of {@link SlotHead}. */
export type SlotHeadProps = { slot: Slot; directory: string };

/** The head card. */
export function SlotHead({ slot, directory }: SlotHeadProps) {
  return (
    <section className="card review-head">
      <Img image={slot.logo} className="review-head__logo" eager />
      <div>
        <p>
          {t('Provider')}: <a href={localHref(directory, slot.provider)}>{slot.providerName}</a>
        </p>
        <p className="chips">
          {slot.features.map((f) => (
            <span key={f} className="chip">
              {f}
            </span>
          ))}
        </p>
      </div>
      <RatingBadge value={slot.rating} />
    </section>
  );
}
