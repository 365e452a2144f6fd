/**
 * The strict reading of the 2024 advertising amendment (State Gazette 42/2024,
 * docs/compliance.md): on a locale whose profile sets strictAdvertising, promotional blocks show
 * no bonus figure, only the offer's name and its link. An island has its own root, so an island
 * that shows promotional blocks provides it again from its props.
 */
import { createContext, useContext } from 'react';
import type { BonusType } from '../../domain/entities';

/** True on a strict locale; false outside a provider. */
export const StrictAdvertising = createContext(false);

/** Whether promotional blocks on this page must show no bonus figure. */
export const useStrictAdvertising = (): boolean => useContext(StrictAdvertising);

/** An offer's name without figures, by its kind (Bulgarian). */
export const BONUS_TYPE_NAME: Record<BonusType, string> = {
  welcome: 'Бонус за добре дошли',
  'no-deposit': 'Бонус без депозит',
  'free-spins': 'Безплатни завъртания',
  reload: 'Бонус при повторен депозит',
  cashback: 'Кешбек бонус',
  'high-roller': 'Бонус за хайролъри',
};
