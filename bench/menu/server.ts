/**
 * A static server for the built benchmark page on 127.0.0.1, plus small generated PNGs for
 * the product images (`/img/<n>.png`), so cards load and decode real bitmaps, as product
 * photos are, without the network.
 */
import { createServer, type Server } from 'node:http';
import { crc32, deflateSync } from 'node:zlib';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { AddressInfo } from 'node:net';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.map': 'application/json',
};

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** A 320 x 200 RGB picture: a gradient in a hue of its own, as heavy to decode as a small photo. */
function imagePng(n: number): Buffer {
  const width = 320;
  const height = 200;
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x++) {
      const at = row + 1 + x * 3;
      rows[at] = (n * 53 + x) & 255;
      rows[at + 1] = (n * 97 + y) & 255;
      rows[at + 2] = (x * y + n * 31) & 255;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const images = new Map<number, Buffer>();

export async function serveStatic(root: string): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const image = /^\/img\/(\d+)\.png$/.exec(url.pathname);
    if (image) {
      const n = Number(image[1]);
      if (!images.has(n)) images.set(n, imagePng(n));
      res.writeHead(200, { 'content-type': TYPES['.png']!, 'cache-control': 'max-age=3600' });
      res.end(images.get(n));
      return;
    }
    const file = path.join(root, path.normalize(url.pathname === '/' ? '/index.html' : url.pathname));
    if (!file.startsWith(root)) {
      res.writeHead(403).end();
      return;
    }
    readFile(file).then(
      (body) => {
        res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
        res.end(body);
      },
      () => res.writeHead(404).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
