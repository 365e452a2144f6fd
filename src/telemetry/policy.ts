/** Whether this page may send event reports at all (product §6, §9). */
import { FEATURE_FLAGS } from '../config/constants';
import { isInternalAgent, isPreviewHost } from '../domain/rules/agents';

/**
 * The eventReport flag is on (product §9), and the page is neither on a preview host nor opened by
 * one of our own robots (product §6).
 */
export function mayReport(hostname: string, userAgent: string): boolean {
  return FEATURE_FLAGS.eventReport && !isPreviewHost(hostname) && !isInternalAgent(userAgent);
}
