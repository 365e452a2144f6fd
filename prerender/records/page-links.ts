/** The link check's records, which a locale's build carries (links.ts fills and reads them). */
import { z } from 'zod';

/** A page's internal link paths: around its <main> (the layout's) and only inside it (its own). */
export type PageLinks = { own: string[]; frame: string[] };

/** Link path → [a page holding it, how many pages hold it]. */
export const LinkIndex = z.record(z.string(), z.tuple([z.string(), z.number().int().min(1)]));
export type LinkIndex = z.infer<typeof LinkIndex>;
