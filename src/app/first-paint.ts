/**
 * The page's first contentful paint, awaited before the runtime starts anything lazy: a chunk
 * that arrives before that paint is in its critical path (product §4 Hydration; BENCHMARKS.md,
 * Client). The age gate and the page's own content are in the HTML, so nothing a visitor sees
 * first waits for this.
 */

/** How long a page that paints nothing (a hidden tab) is waited for before the runtime starts. */
export const FIRST_PAINT_WAIT_MS = 500;

const FIRST_CONTENTFUL_PAINT = 'first-contentful-paint';

/** Resolves once the page has painted content, or after FIRST_PAINT_WAIT_MS without a paint. */
export function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, FIRST_PAINT_WAIT_MS);
    const painted = (): void => {
      clearTimeout(timer);
      resolve();
    };
    if (!PerformanceObserver.supportedEntryTypes.includes('paint')) {
      // The first callback runs before the next frame's paint, the second after it.
      requestAnimationFrame(() => requestAnimationFrame(painted));
      return;
    }
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntriesByName(FIRST_CONTENTFUL_PAINT).length) return;
      observer.disconnect();
      painted();
    });
    observer.observe({ type: 'paint', buffered: true });
  });
}
