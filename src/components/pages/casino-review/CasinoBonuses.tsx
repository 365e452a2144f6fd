/** The casino's bonuses with the terms players check first, and a link to its bonus page (product §2 type casino). */
import type { Casino } from '../../../domain/entities';
import { t } from '../../../i18n';
import { BonusCard } from '../../content/BonusCard';
import { localHref } from '../../layout/site';

/** Props of {@link CasinoBonuses}. */
export type CasinoBonusesProps = { casino: Casino; directory: string };

/** The section. */
export function CasinoBonuses({ casino, directory }: CasinoBonusesProps) {
  return (
    <section className="section">
      <h2>{t('Bonuses')}</h2>
      <div className="grid grid--2">
        {casino.bonuses.map((b) => (
          <BonusCard key={b.id} bonus={b} directory={directory} />
        ))}
      </div>
      {casino.bonusPageSlug ? (
        <p>
          <a href={localHref(directory, casino.bonusPageSlug)}>
            {t('Всички бонуси на {name}', { name: casino.name })} →
          </a>
        </p>
      ) : null}
    </section>
  );
}
