/** The deployment stages (product §9), apart so the browser's config and the parser share them. */
import { z } from 'zod';

/** Deployment stages (product §9: base paths differ per stage). */
export const Stage = z.enum(['local', 'e2e', 'preview', 'production']);
/** One deployment stage. */
export type Stage = z.infer<typeof Stage>;

/** True for the stages whose hosts are test hosts: local and e2e. */
// product §9 'local and e2e stages use test hosts'
export function stageUsesTestHosts(stage: Stage): boolean {
  return stage === 'local' || stage === 'e2e';
}
