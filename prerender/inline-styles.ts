/**
 * The document frame's stylesheet links, swapped for the sheets themselves: the first paint of a
 * prerendered page then waits for no second request (BENCHMARKS.md "Client").
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*? href="\/(assets\/[^"]+\.css)"[^>]*>/g;

/** `frame` with each of vike's stylesheet links replaced by a `<style>` of the file under `clientDir`. */
export function inlineStylesheets(frame: string, clientDir: string): string {
  return frame.replace(STYLESHEET_LINK, (_link, path: string) => {
    const css = readFileSync(join(clientDir, path), 'utf8');
    if (/<\/style/i.test(css)) throw new Error(`${path} holds "</style": it cannot be inlined`);
    return `<style>${css}</style>`;
  });
}
