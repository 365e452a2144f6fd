/** The authors who sign the seed's reviews and articles. */
import type { Author } from '../../src/domain/entities';
import { normaliseSlug } from '../../src/domain/rules/slug';
import { image } from './common';
import type { Rng } from './random';
import * as W from './words';

/** One author per entry of the word list, ids from 1. */
export function makeAuthors(rng: Rng, mediaUrl: string): Author[] {
  return W.AUTHORS.map(([name, role, field], i) => {
    const slug = normaliseSlug(name);
    return {
      id: i + 1,
      name,
      slug,
      avatar: image(mediaUrl, `authors/${slug}.svg`, name, [96, 96]),
      role,
      bio: `${name} пише за ${field} от повече от ${rng.int(4, 12)} години и проверява всяко ревю лично.`,
      expertise: [field, 'онлайн казина'],
    };
  });
}
