/** English source text of each volatility class (t() gives Bulgarian). */
import type { Volatility } from '../../domain/entities';

/** Labels by volatility. */
export const VOLATILITY_LABEL: Record<Volatility, string> = {
  low: 'Low',
  medium: 'Medium',
  high: 'High',
  'very-high': 'Много висока',
};
