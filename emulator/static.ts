/**
 * Serves a built Vite app: files as they are, `index.html` for unknown paths (client-side
 * routes), no caching for the shell and the service worker so a new build is picked up,
 * long caching for the content-hashed `/assets/*`.
 */
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
};

export interface StaticFile {
  body: Uint8Array<ArrayBuffer>;
  contentType: string;
  cacheControl: string;
}

async function readIfFile(file: string): Promise<Uint8Array<ArrayBuffer> | null> {
  try {
    return (await stat(file)).isFile() ? new Uint8Array(await readFile(file)) : null;
  } catch {
    return null;
  }
}

function cacheControl(urlPath: string): string {
  return urlPath.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/**
 * The file for a GET path under `root`, falling back to `index.html`; null when neither
 * exists or when a missing file is under `/assets/` (a stale hashed name must fail, not
 * turn into HTML).
 */
export async function staticFile(root: string, urlPath: string): Promise<StaticFile | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const file = path.resolve(root, `.${path.posix.normalize(`/${decoded}`)}`);
  if (file.startsWith(root + path.sep) || file === root) {
    const body = decoded.endsWith('/') ? null : await readIfFile(file);
    if (body) {
      return { body, contentType: TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream', cacheControl: cacheControl(urlPath) };
    }
  }
  if (urlPath.startsWith('/assets/')) return null;
  const index = await readIfFile(path.join(root, 'index.html'));
  return index ? { body: index, contentType: TYPES['.html'] as string, cacheControl: 'no-cache' } : null;
}
