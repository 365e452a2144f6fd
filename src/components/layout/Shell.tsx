/** The shell around every page (SPEC §1): loading overlay, toast area, routed outlet (skeleton). */
import type { ReactNode } from 'react';
import type { PageView } from '../../app/view';

/** Wraps the page. */
export function Shell({ children }: { view: PageView; children: ReactNode }) {
  return <div id="app">{children}</div>;
}
