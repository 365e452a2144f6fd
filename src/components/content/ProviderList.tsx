/** A list of payment or software providers. */
import type { Image } from '../../domain/entities';
import { localHref } from '../ui/links';

/** The list. */
export function ProviderList({
  heading,
  providers,
  directory,
}: {
  heading: string;
  providers: { id: number; name: string; slug: string; logo: Image }[];
  directory: string;
}) {
  return (
    <section>
      <h2>{heading}</h2>
      <ul className="logo-grid">
        {providers.map((p) => (
          <li key={p.id}>
            <a href={localHref(directory, p.slug)}>
              <img src={p.logo.src} alt="" width={120} height={60} loading="lazy" />
              <span>{p.name}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
