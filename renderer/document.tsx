/**
 * The document of every page, rendered by one function so the vike server render
 * (+onRenderHtml) and the prerender pipeline (which calls it directly, see
 * +onRenderHtml's `renderers`) produce the same HTML.
 */
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import type { PageView } from '../src/domain/entities/page-view';
import { serializeJsonForHtml } from '../src/islands/serialize';
import { Head } from './Head';
import { PageRules } from '../src/components/layout/Layout';
import { frameOf, type FrameParts } from './frame';

/** Props every page component receives; it renders the page's main content (renderer/frame.tsx). */
export type PageProps = { view: PageView };

/**
 * The two strings that differ per page, vike's injected asset tags live around them; the body
 * also in its pieces: the page's preloads, the locale's frame (the same strings on every page of
 * it) around the page's main content, then its boot record.
 */
export type DocumentParts = {
  head: string;
  body: string;
  preloads: string;
  frame: FrameParts;
  main: string;
  boot: string;
};

/** Small boot record the browser entry reads from #boot (never the page data itself). */
export type BootRecord = {
  slug: string;
  locale: string;
  directory: string;
  apiVersion: string;
  type: string;
  /** The locale's switches the browser acts on (product §3 Locale item configs, §4). */
  configs: {
    authentication: boolean;
    age_regulation: boolean;
    bonus_popup: boolean;
    strict_advertising: boolean;
    /** Promotional blocks carry an advertising label (GlüStV 2021 §5(2)). */
    ad_label: boolean;
    /** The register whose licensees the browser's lists rank (docs/compliance.md); null: none. */
    licence_register: string | null;
  };
};

/** The `<link>` tags React puts before a render's markup (attribute values escape `>`). */
const LEADING_PRELOADS = /^(?:<link [^>]*>)+/;

/** Renders head and body of a content page. */
export function renderDocumentParts(Page: ComponentType<PageProps>, view: PageView): DocumentParts {
  const boot: BootRecord = {
    slug: view.page.slug,
    locale: view.locale.locale,
    directory: view.locale.directory,
    apiVersion: view.apiVersion,
    type: view.page.type,
    configs: {
      authentication: view.locale.configs.authentication,
      age_regulation: view.locale.configs.age_regulation,
      // The strict advertising reading turns the popup off (docs/compliance.md).
      bonus_popup: view.locale.configs.bonus_popup && !view.locale.compliance.strictAdvertising,
      // What the browser renders (modals) shows promotional blocks without figures too.
      strict_advertising: view.locale.compliance.strictAdvertising,
      ad_label: view.locale.compliance.adLabel,
      licence_register: view.locale.compliance.licenceRegister,
    },
  };
  const head = renderToString(<Head view={view} />);
  // Only the page's main content renders per page; the frame around it is its locale's.
  const frame = frameOf(view);
  const main = renderToString(
    <PageRules view={view}>
      <Page view={view} />
    </PageRules>,
  );
  // React puts the preloads a render asks for (an image of high priority) before its markup: they
  // go first in the body, where a render of the whole page puts them.
  const preloads = LEADING_PRELOADS.exec(main)?.[0] ?? '';
  const content = main.slice(preloads.length);
  const script = `<script type="application/json" id="boot">${serializeJsonForHtml(boot)}</script>`;
  return {
    head,
    body: preloads + frame.before + content + frame.after + script,
    preloads,
    frame,
    main: content,
    boot: script,
  };
}
