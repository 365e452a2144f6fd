/** Media for the local stack: generated SVG artwork or a sized PNG for any file name of a folder. */
import type { Hono } from 'hono';
import { artworkSvg, nameFromFile } from '../artwork/svg';
import { MEDIA_SIZES, placeholderPng } from '../media';
import { NotFound } from './request';

/** GET /media/:folder/:file, cached as immutable like a CDN's hashed media. */
export function registerMedia(app: Hono): void {
  app.get('/media/:folder/:file', (c) => {
    const folder = c.req.param('folder');
    const file = c.req.param('file');
    const size = MEDIA_SIZES[folder];
    if (!size || !/^[a-z0-9-]+\.(svg|png)$/.test(file)) throw new NotFound('No such media');
    c.header('Cache-Control', 'public, max-age=31536000, immutable');
    if (file.endsWith('.svg')) {
      c.header('Content-Type', 'image/svg+xml');
      return c.body(artworkSvg({ name: nameFromFile(file), width: size[0], height: size[1] }));
    }
    c.header('Content-Type', 'image/png');
    return c.body(new Uint8Array(placeholderPng(file, size[0], size[1])));
  });
}
