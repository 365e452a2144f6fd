/**
 * The review's pros and cons (product §2 type casino). The licence line is not the CMS's: it comes
 * from the casino's records and the locale's register (docs/compliance.md#claims-what-a-page-says-of-a-licence).
 */
import type { Licence } from '../../../domain/entities';
import { t } from '../../../i18n';
import { useLicenceRule } from '../../content/page-compliance';
import { licenceLine } from '../../content/licence-text';

/** Props of {@link ProsCons}. */
export type ProsConsProps = {
  pros: readonly string[];
  cons: readonly string[];
  licences: readonly Licence[];
};

/** The two columns, the licence line first on its side. */
export function ProsCons({ pros, cons, licences }: ProsConsProps) {
  const register = useLicenceRule().licenceRegister;
  const line = register === null ? null : licenceLine(licences, register);
  const first = (side: 'pro' | 'con') =>
    line?.side === side ? (
      <li className="licence-line" data-licence-line={side}>
        {line.text}
      </li>
    ) : null;
  return (
    <div className="two-col">
      <section className="section pros">
        <h2>{t('Pros')}</h2>
        <ul>
          {first('pro')}
          {pros.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      </section>
      <section className="section cons">
        <h2>{t('Cons')}</h2>
        <ul>
          {first('con')}
          {cons.map((c) => (
            <li key={c}>{c}</li>
          ))}
        </ul>
      </section>
    </div>
  );
}
