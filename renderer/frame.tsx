/**
 * The frame of a locale's pages (the shell and layout, product §1, and the age gate, §4) rendered
 * once and split where a page's main content goes. It reads the locale, its header and its
 * footer, never the page, so every page of a prerender job shares it and renders only its own
 * main content.
 */
import { renderToString } from 'react-dom/server';
import { AGE_GATE_OPENER, ageGateHtml } from '../src/consent/age-gate';
import { callableLines } from '../src/domain/rules/help';
import { Layout, type FrameView } from '../src/components/layout/Layout';
import { Shell } from '../src/components/layout/Shell';

/** The frame's HTML before and after the main content (the age gate at the end of the after). */
export type FrameParts = { before: string; after: string };

/** Where the main content goes: text no frame renders, and React leaves as it is. */
const SLOT = '@@frame-main-slot@@';

/** The last frame of each locale item, with the header and footer it came from. */
const frames = new WeakMap<FrameView['locale'], { view: FrameView; parts: FrameParts }>();

/** Renders the frame of `view`'s locale, header and footer. */
function renderFrame(view: FrameView): FrameParts {
  // Its own id prefix: a useId of the frame never meets one of a page's main content.
  const html = renderToString(
    <Shell>
      <Layout view={view}>{SLOT}</Layout>
    </Shell>,
    { identifierPrefix: 'frame-' },
  );
  const at = html.indexOf(SLOT);
  if (at < 0 || html.includes(SLOT, at + 1)) throw new Error('The frame must hold its slot once');
  return { before: html.slice(0, at), after: html.slice(at + SLOT.length) + gateOf(view) };
}

/**
 * An age-regulated locale's gate, open from the first paint (product §4), with the locale's
 * help line to call; none elsewhere.
 */
function gateOf({ locale }: FrameView): string {
  if (!locale.configs.age_regulation) return '';
  const line = callableLines(locale.compliance.help)[0] ?? null;
  return `${ageGateHtml(line)}<script>${AGE_GATE_OPENER}</script>`;
}

/** The frame of `view`: rendered again only when its locale, header or footer is another object. */
export function frameOf(view: FrameView): FrameParts {
  const kept = frames.get(view.locale);
  if (kept && kept.view.header === view.header && kept.view.footer === view.footer)
    return kept.parts;
  const parts = renderFrame(view);
  frames.set(view.locale, {
    view: { locale: view.locale, header: view.header, footer: view.footer },
    parts,
  });
  return parts;
}
