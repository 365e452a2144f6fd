/** A grid of provider cards (payment or software, product §1): logo, linked name, one line of facts. */
import type { ReactNode } from 'react';
import type { Image } from '../../domain/entities';
import { localHref } from '../layout/site';
import { Img } from './Img';

/** What a card shows of any provider. */
type Provider = { id: number | string; slug: string; name: string; logo: Image };

export function ProviderCards<P extends Provider>({
  heading,
  providers,
  directory,
  facts,
}: {
  heading: string;
  providers: readonly P[];
  directory: string;
  /** The card's line under the name. */
  facts: (provider: P) => ReactNode;
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
            <p className="muted small">{facts(p)}</p>
          </article>
        ))}
      </div>
    </section>
  );
}
