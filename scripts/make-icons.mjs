// Writes the app icons (public/icons/*.png) from the same drawing as icon.svg. Run once
// when the icon changes: `node scripts/make-icons.mjs`. No image library needed: a PNG is
// a zlib stream of RGBA rows with CRC-checked chunks.
import { writeFileSync, mkdirSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const NAVY = [0x1f, 0x3a, 0x5f, 255];
const PAPER = [0xf4, 0xf7, 0xfb, 255];
const AMBER = [0xf2, 0xa9, 0x3b, 255];
const CLEAR = [0, 0, 0, 0];

function crc32(buf) {
  let c = ~0;
  for (const b of buf) {
    c ^= b;
    for (let k = 0; k < 8; k++) c = (c >>> 1) ^ (0xedb88320 & -(c & 1));
  }
  return ~c >>> 0;
}
function chunk(type, data) {
  const len = Buffer.alloc(4); len.writeUInt32BE(data.length);
  const td = Buffer.concat([Buffer.from(type), data]);
  const crc = Buffer.alloc(4); crc.writeUInt32BE(crc32(td));
  return Buffer.concat([len, td, crc]);
}
function png(size, pixel) {
  const raw = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) {
    raw[y * (size * 4 + 1)] = 0;
    for (let x = 0; x < size; x++) raw.set(pixel(x / size, y / size), y * (size * 4 + 1) + 1 + x * 4);
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0); ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8; ihdr[9] = 6; ihdr[10] = 0; ihdr[11] = 0; ihdr[12] = 0;
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}
const inRect = (u, v, x, y, w, h) => u >= x && u < x + w && v >= y && v < y + h;
function till(u, v) {
  if (inRect(u, v, 0.28, 0.297, 0.437, 0.094)) return NAVY;
  for (const x of [0.28, 0.445, 0.61]) if (inRect(u, v, x, 0.437, 0.11, 0.0625)) return NAVY;
  if (inRect(u, v, 0.219, 0.234, 0.5625, 0.39)) return PAPER;
  if (inRect(u, v, 0.1875, 0.672, 0.625, 0.094)) return AMBER;
  return NAVY;
}
function rounded(u, v) {
  const r = 0.1875;
  const cx = Math.min(Math.max(u, r), 1 - r), cy = Math.min(Math.max(v, r), 1 - r);
  return (u - cx) ** 2 + (v - cy) ** 2 <= r * r ? till(u, v) : CLEAR;
}
// Maskable: full-bleed background, drawing shrunk into the 80% safe zone.
const maskable = (u, v) => till(0.5 + (u - 0.5) / 0.8, 0.5 + (v - 0.5) / 0.8);

mkdirSync('public/icons', { recursive: true });
writeFileSync('public/icons/icon-192.png', png(192, rounded));
writeFileSync('public/icons/icon-512.png', png(512, rounded));
writeFileSync('public/icons/maskable-512.png', png(512, maskable));
writeFileSync('public/icons/apple-touch-icon.png', png(180, maskable));
console.log('icons written');
