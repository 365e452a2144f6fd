/**
 * The rules of the site's stylesheet one page can use: a rule stays when one of its selectors
 * names only classes and ids the page's HTML carries. Element, attribute and state selectors
 * (`:hover`, `[open]`, the classes inside `:not(…)`) never drop a rule, so what is left styles
 * the prerendered page exactly as the whole sheet does; the whole sheet follows at the end of
 * the body for what the page's script adds later (style-frame.ts).
 */
import { perPiece, type Piece } from '../records/page-pieces';

/** A rule, or a statement kept on every page: its text, and the tokens each selector needs. */
type Rule = { kind: 'rule'; text: string; needs: readonly (readonly string[])[] };
/** A conditional group (`@media`, `@supports`, …) and the rules inside it. */
type Group = { kind: 'group'; prelude: string; rules: readonly Item[] };
type Item = Rule | Group;

/** At-rules whose body is a list of rules, each to be chosen on its own. */
const GROUPS = /^@(?:media|supports|container|layer|scope)\b/i;
const ALWAYS: readonly (readonly string[])[] = [[]];

/** Index of the first of `stops` at depth 0 from `from` (strings, comments and brackets skipped). */
function scan(css: string, from: number, stops: string): number {
  let depth = 0;
  for (let i = from; i < css.length; i++) {
    const c = css.charAt(i);
    if (c === '"' || c === "'") {
      for (i++; i < css.length && css.charAt(i) !== c; i++) if (css.charAt(i) === '\\') i++;
    } else if (c === '/' && css.charAt(i + 1) === '*') {
      const end = css.indexOf('*/', i + 2);
      i = end < 0 ? css.length : end + 1;
    } else if (c === '\\') i++;
    else if (depth === 0 && stops.includes(c)) return i;
    else if (c === '(' || c === '[' || c === '{') depth++;
    else if (c === ')' || c === ']' || c === '}') depth--;
  }
  return css.length;
}

/** The selector's own classes and ids, outside brackets and functional pseudo-classes. */
function tokensOf(selector: string): readonly string[] | null {
  let plain = '';
  let depth = 0;
  for (const c of selector) {
    // An escaped name would need unescaping to compare: such a rule is simply kept.
    if (c === '\\') return null;
    if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    plain += depth === 0 && c !== ')' && c !== ']' ? c : ' ';
  }
  return [...plain.matchAll(/[.#][\w-]+/g)].map((m) => m[0]);
}

/** For each selector of a rule's prelude, the tokens it needs (kept always when unsure). */
function needsOf(prelude: string): readonly (readonly string[])[] {
  const needs: (readonly string[])[] = [];
  for (let i = 0; i <= prelude.length;) {
    const comma = scan(prelude, i, ',');
    const tokens = tokensOf(prelude.slice(i, comma));
    if (tokens === null) return ALWAYS;
    needs.push(tokens);
    i = comma + 1;
  }
  return needs;
}

/** The items of `css` from `from` to `to`. */
function parseItems(css: string, from: number, to: number): Item[] {
  const items: Item[] = [];
  let i = from;
  while (i < to) {
    const stop = Math.min(scan(css, i, '{;}'), to);
    const prelude = css.slice(i, stop).trim();
    if (css.charAt(stop) !== '{') {
      if (prelude) items.push({ kind: 'rule', text: `${prelude};`, needs: ALWAYS });
      i = stop + 1;
      continue;
    }
    const close = Math.min(scan(css, stop + 1, '}'), to);
    if (GROUPS.test(prelude))
      items.push({ kind: 'group', prelude, rules: parseItems(css, stop + 1, close) });
    else
      items.push({
        kind: 'rule',
        text: css.slice(i, close + 1).trim(),
        needs: prelude.startsWith('@') ? ALWAYS : needsOf(prelude),
      });
    i = close + 1;
  }
  return items;
}

/** The classes (`.name`) and ids (`#name`) an HTML document carries. */
export function htmlTokens(html: string): Set<string> {
  const tokens = new Set<string>();
  for (const [, name, value = ''] of html.matchAll(/\s(class|id)="([^"]*)"/g)) {
    if (name === 'id') tokens.add(`#${value}`);
    else for (const c of value.split(/\s+/)) if (c) tokens.add(`.${c}`);
  }
  return tokens;
}

const pieceTokens = perPiece(htmlTokens);

/** A stylesheet, parsed once, that answers each page with the rules it can use. */
export class PageStyles {
  private readonly items: readonly Item[];

  constructor(css: string) {
    this.items = parseItems(css, 0, css.length);
  }

  /** The sheet's text with only the rules `html`'s classes and ids can match. */
  forPage(html: string): string {
    return this.forTokens(htmlTokens(html));
  }

  /** {@link forPage} of a page in its pieces, the classes and ids of a shared one read once. */
  forPieces(pieces: readonly Piece[]): string {
    const tokens = new Set<string>();
    for (const found of pieceTokens(pieces)) for (const token of found) tokens.add(token);
    return this.forTokens(tokens);
  }

  private forTokens(tokens: ReadonlySet<string>): string {
    const used = (rule: Rule) => rule.needs.some((need) => need.every((t) => tokens.has(t)));
    const pick = (items: readonly Item[]): string => {
      let text = '';
      for (const item of items) {
        if (item.kind === 'rule') text += used(item) ? item.text : '';
        else {
          const inner = pick(item.rules);
          if (inner) text += `${item.prelude}{${inner}}`;
        }
      }
      return text;
    };
    return pick(this.items);
  }
}
