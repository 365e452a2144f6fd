/**
 * The affiliate codes the page's locale may not link to (Gambling Act art. 3(1),
 * docs/compliance.md), from the page document. An island has its own root, so an island that
 * shows affiliate links provides it again from its own props or answer.
 */
import { createContext, useContext } from 'react';

/** The codes; empty outside a provider. */
export const UnlinkedOperators = createContext<readonly string[]>([]);

/** True when the page's locale may link to the operator of `affiliateCode`. */
export function useOperatorLinkable(affiliateCode: string): boolean {
  return !useContext(UnlinkedOperators).includes(affiliateCode);
}
