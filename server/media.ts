/** Placeholder media for the local stack: solid PNG images and the media folders' sizes. */
import { crc32, deflateSync } from 'node:zlib';

function hue(text: string): number {
  let h = 0;
  for (const ch of text) h = (h * 31 + ch.charCodeAt(0)) % 360;
  return h;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/** A solid-colour PNG of the given size (Open Graph images are 480x320, product §9). */
export function placeholderPng(name: string, width: number, height: number): Buffer {
  const h = hue(name);
  const [r, g, b] = [40 + (h % 120), 60 + ((h * 7) % 100), 90 + ((h * 13) % 120)];
  const row = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width; x += 1) row.set([r, g, b], 1 + x * 3);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Sizes by media folder, matching the seed's Image records. */
export const MEDIA_SIZES: Record<string, [number, number]> = {
  casinos: [240, 120],
  providers: [240, 120],
  payments: [240, 120],
  slots: [300, 200],
  authors: [96, 96],
  avatars: [128, 128],
  articles: [640, 360],
  og: [480, 320],
};
