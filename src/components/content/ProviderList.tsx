/** A list of software providers. */
import type { SoftwareProvider } from '../../domain/entities';
import { formatNumber, t } from '../../i18n';
import { localHref } from '../layout/site';
import { Img } from './Img';

/** The list. */
export function ProviderList({
  heading,
  providers,
  directory,
}: {
  heading: string;
  providers: readonly SoftwareProvider[];
  directory: string;
}) {
  return (
    <section className="section">
      <h2>{heading}</h2>
      <div className="grid grid--4">
        {providers.map((p) => (
          <article key={p.id} className="card provider-card">
            <Img image={p.logo} className="provider-card__logo" />
            <h3>
              <a href={localHref(directory, p.slug)}>{p.name}</a>
            </h3>
            <p className="muted small">
              {t('Games')}: {formatNumber(p.gameCount)} · {p.headquarters}
            </p>
          </article>
        ))}
      </div>
    </section>
  );
}
