/**
 * The claims check of a page (docs/compliance.md#claims-what-a-page-says-of-a-licence), run by the render worker beside the
 * HTML scan: the CMS's free text about each casino the page shows, held to that casino's own
 * licence records (src/domain/rules/licence-claims.ts). It reads the page's data, not its HTML,
 * so it knows which casino a phrase is about.
 */
import type { Page, parseKnownContent } from '../../../src/domain/entities';
import { falseLicenceClaims, type FalseClaim } from '../../../src/domain/rules/licence-claims';
import { REGISTER_LOG_NAME, type PageFinding } from '../../records/findings';

/** What the records hold instead of the claimed licence. */
const held = (status: FalseClaim['status']) => (status === 'none' ? 'none' : `one ${status}`);

/**
 * A finding for each licence claim of `page` its casino's records contradict; `parse` is the
 * content parser the page was rendered with.
 */
export function claimFindings(page: Page, parse?: typeof parseKnownContent): PageFinding[] {
  return falseLicenceClaims(page, parse).map((claim) => ({
    rule: 'licence-claim',
    level: 'fail',
    detail: `"${claim.phrase}" in the ${claim.field} of ${claim.casino}: its records hold no active ${REGISTER_LOG_NAME[claim.register]} licence (${held(claim.status)})`,
  }));
}
