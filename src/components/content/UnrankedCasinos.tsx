/**
 * The casinos a list shows apart from its ranking, for want of the licence its locale's law asks
 * for (docs/compliance.md#rankings): their name, their review and the reason, never a rank, an
 * offer or a link to the operator.
 */
import { useId } from 'react';
import type { LicenceRegister } from '../../domain/entities';
import { marks } from '../../domain/marks';
import type { Standing } from '../../domain/rules/licence';
import { t } from '../../i18n';
import { localHref } from '../layout/site';
import { licenceName, reasonText } from './licence-text';

/** One casino shown apart: what names it and why it is not ranked. */
export type UnrankedCasino = {
  name: string;
  slug: string;
  affiliateCode: string;
  standing: Exclude<Standing, { ranked: true }>;
};

/** Props of {@link UnrankedCasinos}. */
export type UnrankedCasinosProps = { casinos: readonly UnrankedCasino[]; directory: string };

/** The list, or nothing when every casino ranks. */
export function UnrankedCasinos({ casinos, directory }: UnrankedCasinosProps) {
  const headingId = useId();
  const [first] = casinos;
  if (!first) return null;
  const register: LicenceRegister = first.standing.register;
  return (
    <section className="unranked" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('Извън класацията')}</h3>
      <p className="small muted">
        {t(
          'Класираме само казина с действащ {licence}. Тези нямат такъв, затова не даваме връзка към тях.',
          {
            licence: licenceName(register),
          },
        )}
      </p>
      <ul className="unranked__list">
        {casinos.map((c) => (
          <li key={c.affiliateCode} className="unranked__item" {...marks.unranked(c.affiliateCode)}>
            <a href={localHref(directory, c.slug)}>{c.name}</a>
            <span className="small">{reasonText(c.standing)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
