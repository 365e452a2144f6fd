import { dangerouslySkipEscape, escapeInject } from 'vike/server';
import type { PageContextServer } from 'vike/types';
import type { ComponentType } from 'react';
import { renderDocumentParts, type PageProps } from './document';
import { parseKnownContent } from '../src/domain/entities/content';
import type { PageView } from '../src/domain/entities/page-view';
import { PROBE_BODY, PROBE_HEAD } from './probe';

/** What a probe render hands the prerender's workers: the functions every page renders with. */
export type ProbeRenderers = {
  renderDocumentParts: typeof renderDocumentParts;
  Page: ComponentType<PageProps>;
  /** This build's content parser: its parses, kept by the render, serve the claims check. */
  parseContent: typeof parseKnownContent;
};

/**
 * Renders every page's HTML. With `pageContext.probe` set, it renders placeholders instead and
 * hands back the render function, so the prerender pipeline gets vike's exact document frame
 * (injected assets included) once and renders each page with the same code.
 */
export function onRenderHtml(pageContext: PageContextServer) {
  const Page = pageContext.Page as ComponentType<PageProps>;
  const probe = pageContext.probe === true;
  const view = pageContext.data as PageView | undefined;
  const parts =
    probe || !view ? { head: PROBE_HEAD, body: PROBE_BODY } : renderDocumentParts(Page, view);
  const documentHtml = escapeInject`<!doctype html><html lang="bg"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">${dangerouslySkipEscape(parts.head)}</head><body>${dangerouslySkipEscape(parts.body)}</body></html>`;
  const renderers: ProbeRenderers = { renderDocumentParts, Page, parseContent: parseKnownContent };
  return { documentHtml, pageContext: { renderers } };
}
