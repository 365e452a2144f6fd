import { useData } from 'vike-react/useData';
import type { PageView } from '../../../../src/domain/entities/page-view';
import { Head as ProductHead } from '../../../../renderer/Head';

/** The product's head tags (title, description, canonical, hreflang, Open Graph, JSON-LD). */
export function Head() {
  return <ProductHead view={useData<PageView>()} />;
}
