/** The review's pros and cons (product §2 type casino). */
import { t } from '../../../i18n';

/** Props of {@link ProsCons}. */
export type ProsConsProps = { pros: readonly string[]; cons: readonly string[] };

/** The two columns. */
export function ProsCons({ pros, cons }: ProsConsProps) {
  return (
    <div className="two-col">
      <section className="section pros">
        <h2>{t('Pros')}</h2>
        <ul>
          {pros.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      </section>
      <section className="section cons">
        <h2>{t('Cons')}</h2>
        <ul>
          {cons.map((c) => (
            <li key={c}>{c}</li>
          ))}
        </ul>
      </section>
    </div>
  );
}
