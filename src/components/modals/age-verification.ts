/**
 * The age verification (product §2; docs/visitor-flow.md): asks a date of birth and
 * answers whether the visitor is an adult. The date itself is neither kept nor sent.
 */
import { askModal } from './ask';

/** The outcome: an adult, a minor, or the visitor closed the dialog without an answer. */
export type AgeVerificationResult = 'adult' | 'minor' | 'dismissed';

/** Opens the age verification (through the store's queue) and resolves with its outcome. */
export function verifyAge(): Promise<AgeVerificationResult> {
  return askModal<AgeVerificationResult>('age-verification', {}, 'dismissed');
}
