/**
 * Every affiliate click is reported (product §7, §9): counted whatever the visitor chose, naming
 * them only with their consent (affiliate-report.ts, docs/consent.md). Apart from the event
 * reports, whose code loads only with consent to analytics.
 */
import { reportAffiliateClick } from './affiliate-report';
import { loadSender } from './report-sender';

/** A plain click on a link that loads another page in this tab. */
function leavesPage(event: MouseEvent, target: Element): target is HTMLAnchorElement {
  const plain = event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey;
  const sameTab = target instanceof HTMLAnchorElement && ['', '_self'].includes(target.target);
  return plain && !event.altKey && !event.defaultPrevented && sameTab;
}

/**
 * Reports every affiliate click (product §7); the boot calls it 1 s after start (product §9). The
 * sender loads at the visitor's first gesture, so the keepalive report leaves in the click's own
 * task; a click that comes first waits for its report before the page goes. Counting the click
 * needs no consent; naming the visitor does (affiliate-report.ts, docs/consent.md).
 */
export function listenForAffiliateClicks(): void {
  const preload = (): void => void loadSender().catch(() => undefined);
  for (const type of ['pointerdown', 'keydown', 'touchstart', 'focusin']) {
    window.addEventListener(type, preload, { capture: true, passive: true, once: true });
  }
  document.addEventListener('click', (event) => {
    const target = (event.target as Element | null)?.closest?.('a[href*="/go/"], [data-affiliate]');
    if (!target) return;
    const { now, sent } = reportAffiliateClick(target);
    if (now || !leavesPage(event, target)) return;
    event.preventDefault();
    void sent.then(() => location.assign(target.href));
  });
  // Browser tests wait for this marker instead of for time.
  document.documentElement.dataset.affiliateListener = 'on';
}
