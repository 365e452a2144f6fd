/**
 * A rendered page as the pieces the render worker joined, in document order. A shared piece is
 * the same string on every page of a job (vike's document frame, the locale's frame of
 * renderer/frame.tsx, its age gate): `perPiece` reads it once and keeps what it found, so a check
 * scans only the markup that is the page's own.
 */

/** A piece of a page's HTML and whose it is. */
export type Piece = {
  text: string;
  /** shared: the same on every page of the job; main: the page's main content; page: the rest. */
  role: 'shared' | 'main' | 'page';
};

/** A page's head and body, each in its pieces. */
export type PagePieces = { head: readonly Piece[]; body: readonly Piece[] };

/** A page given as one string: its head up to `<body`, its body from there; nothing shared. */
export function wholePage(html: string): PagePieces {
  const body = Math.max(0, html.indexOf('<body'));
  return {
    head: [{ text: html.slice(0, body), role: 'page' }],
    body: [{ text: html.slice(body), role: 'page' }],
  };
}

/** Shared pieces a reader keeps: a job's few, and room for the next locale's. */
const KEPT = 16;

/**
 * `read` of each piece, in order. A shared piece's answer is kept and handed out again, so the
 * caller must not change it; a map keyed by the piece's own string finds it without reading it.
 */
export function perPiece<T>(read: (text: string) => T): (pieces: readonly Piece[]) => T[] {
  const kept = new Map<string, T>();
  return (pieces) =>
    pieces.map(({ text, role }) => {
      if (role !== 'shared') return read(text);
      const known = kept.get(text);
      if (known !== undefined) return known;
      if (kept.size >= KEPT) kept.clear();
      const found = read(text);
      kept.set(text, found);
      return found;
    });
}
