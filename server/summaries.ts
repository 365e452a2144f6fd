/**
 * List cards are the summary schemas' fields of the full records; the keys come from the zod
 * schemas themselves, so the shape has one definition (docs/style.md habit 1).
 */
import type { z } from 'zod';
import { CasinoSummary, SlotSummary, type Casino, type Slot } from '../src/domain/entities';

function pickShape<S extends z.ZodObject>(schema: S, value: Record<string, unknown>): z.infer<S> {
  return Object.fromEntries(
    Object.keys(schema.shape).map((key) => [key, value[key]]),
  ) as z.infer<S>;
}

/** The card of a casino. */
export const toCasinoSummary = (casino: Casino): CasinoSummary => pickShape(CasinoSummary, casino);

/** The card of a slot. */
export const toSlotSummary = (slot: Slot): SlotSummary => pickShape(SlotSummary, slot);
