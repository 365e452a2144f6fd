/**
 * The document of every page, rendered by one function so the vike server render
 * (+onRenderHtml) and the prerender pipeline (which calls it directly, see
 * +onRenderHtml's `renderers`) produce the same HTML.
 */
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import type { PageView } from '../src/domain/entities/page-view';
import { callableLines } from '../src/domain/rules/help';
import { serializeJsonForHtml } from '../src/islands/serialize';
import { AGE_GATE_OPENER, ageGateHtml } from '../src/consent/age-gate';
import { Head } from './Head';
import { PageRules } from '../src/components/layout/Layout';
import { frameOf } from './frame';

/** Props every page component receives; it renders the page's main content (renderer/frame.tsx). */
export type PageProps = { view: PageView };

/** The two strings that differ per page; vike's injected asset tags live around them. */
export type DocumentParts = { head: string; body: string };

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
  // An age-regulated locale's page carries its gate, open from the first paint (product §4), with
  // the locale's help line to call.
  const line = callableLines(view.locale.compliance.help)[0] ?? null;
  const gate = boot.configs.age_regulation
    ? `${ageGateHtml(line)}<script>${AGE_GATE_OPENER}</script>`
    : '';
  // Only the page's main content renders per page; the frame around it is its locale's.
  const frame = frameOf(view);
  const main = renderToString(
    <PageRules view={view}>
      <Page view={view} />
    </PageRules>,
  );
  const body =
    frame.before +
    main +
    frame.after +
    gate +
    `<script type="application/json" id="boot">${serializeJsonForHtml(boot)}</script>`;
  return { head, body };
}
