/** The head card of a payment or software provider page: logo and key facts. */
import type { Image } from '../../domain/entities';
import { Img } from '../content/Img';

/** Logo plus a definition list of facts and the provider's website. */
export function ProviderHead({
  logo,
  facts,
  website,
}: {
  logo: Image;
  facts: readonly (readonly [string, string])[];
  website: string;
}) {
  return (
    <section className="card review-head">
      <Img image={logo} className="review-head__logo" eager />
      <dl className="terms">
        {facts.map(([k, v]) => (
          <div key={k} className="terms__row">
            <dt>{k}</dt>
            <dd>{v}</dd>
          </div>
        ))}
      </dl>
      <a href={website} rel="noopener nofollow" target="_blank" className="button button--ghost">
        {new URL(website).host} ↗
      </a>
    </section>
  );
}
