import type { PageView } from '../src/domain/entities/page-view';
import type { ProbeRenderers } from './+onRenderHtml';

declare global {
  namespace Vike {
    interface PageContext {
      /** Set by the prerender pipeline: render placeholders and return the renderers. */
      probe?: boolean;
      /** Set by the prerender pipeline: the view to render, skipping +data's fetch. */
      prerenderView?: PageView;
      /** Returned by +onRenderHtml for the prerender pipeline. */
      renderers?: ProbeRenderers;
    }
  }
}
export {};
