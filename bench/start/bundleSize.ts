/**
 * Gzipped size of what the first load fetches before the app runs: the scripts, module
 * preloads and style sheets named in `dist/index.html` (dynamically imported chunks and the
 * sync worker are not counted; they load later).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { moduleName } from '../lib/cdp';
import { SourceMap } from '../lib/sourceMap';
import { kb } from '../lib/stats';
import { markdownTable, type Goal } from '../lib/table';

/** The first load's budget: its JavaScript, gzipped (bench/README.md). */
export const FIRST_LOAD_JS_LIMIT = 150 * 1024;

/** The first load's goal: its gzipped JavaScript within FIRST_LOAD_JS_LIMIT. */
export function firstLoadGoal(js: number): Goal {
  return [`first-load JS within ${kb(FIRST_LOAD_JS_LIMIT)} gzipped (${kb(js)})`, js <= FIRST_LOAD_JS_LIMIT];
}

export interface FirstLoadFile {
  file: string;
  kind: 'js' | 'css';
  bytes: number;
  gzipped: number;
}

const TAG = /<(script|link)\b[^>]*>/gi;
const ATTR = (name: string) => new RegExp(`\\b${name}\\s*=\\s*["']([^"']+)["']`, 'i');

/** Files the HTML loads up front, as paths relative to `distDir`. */
export function firstLoadFiles(distDir: string): FirstLoadFile[] {
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const files: FirstLoadFile[] = [];
  for (const [tag, name] of html.matchAll(TAG)) {
    let url: string | undefined;
    let kind: 'js' | 'css' | null;
    if (name!.toLowerCase() === 'script') {
      url = ATTR('src').exec(tag)?.[1];
      kind = 'js';
    } else {
      const rel = ATTR('rel').exec(tag)?.[1]?.toLowerCase();
      url = ATTR('href').exec(tag)?.[1];
      kind = rel === 'stylesheet' ? 'css' : rel === 'modulepreload' ? 'js' : null;
    }
    if (!url || !kind || /^[a-z]+:\/\//i.test(url)) continue;
    const file = url.replace(/^\//, '').split(/[?#]/)[0]!;
    if (files.some((f) => f.file === file)) continue;
    const body = readFileSync(path.join(distDir, file));
    files.push({ file, kind, bytes: body.length, gzipped: gzipSync(body, { level: 9 }).length });
  }
  return files;
}

export interface ModuleShare {
  name: string;
  /** Minified characters in the first-load JS. */
  chars: number;
  /** The module's share of the gzipped JS, estimated pro rata to its characters. */
  gzipped: number;
}

/**
 * What the first-load JS is made of, by package (or app folder), through the source maps.
 * Gzip does not split by module, so each share of the gzipped size is pro rata.
 */
export function firstLoadModules(distDir: string, files: readonly FirstLoadFile[]): ModuleShare[] {
  const chars = new Map<string, number>();
  let totalGz = 0;
  let totalChars = 0;
  for (const f of files.filter((x) => x.kind === 'js')) {
    const map = SourceMap.read(path.join(distDir, `${f.file}.map`));
    if (!map) continue;
    totalGz += f.gzipped;
    for (const [source, n] of map.charsBySource(readFileSync(path.join(distDir, f.file), 'utf8'))) {
      const name = groupName(moduleName(source));
      chars.set(name, (chars.get(name) ?? 0) + n);
      totalChars += n;
    }
  }
  return [...chars.entries()]
    .map(([name, n]) => ({ name, chars: n, gzipped: totalChars > 0 ? (totalGz * n) / totalChars : 0 }))
    .sort((a, b) => b.chars - a.chars);
}

/** App files grouped by their folder under src (src/sync/api/x.ts -> src/sync/api). */
function groupName(module: string): string {
  if (!module.startsWith('src/')) return module;
  return module.split('/').slice(0, -1).join('/');
}

/** Prints the first load's files and its largest parts; returns the gzipped JS in bytes. */
export function reportFirstLoad(distDir: string): number {
  const files = firstLoadFiles(distDir);
  console.log('\nFirst load (dist/index.html; dynamic imports and the sync worker not counted), gzip -9:\n');
  console.log(markdownTable(['file', 'kind', 'size', 'gzipped'], files.map((f) => [f.file, f.kind, kb(f.bytes), kb(f.gzipped)])));
  const js = files.filter((f) => f.kind === 'js').reduce((n, f) => n + f.gzipped, 0);
  const css = files.filter((f) => f.kind === 'css').reduce((n, f) => n + f.gzipped, 0);
  console.log(`\nJS ${kb(js)} gzipped, CSS ${kb(css)} gzipped. Largest parts of the JS (gzipped share pro rata):\n`);
  const parts = firstLoadModules(distDir, files).slice(0, 14);
  console.log(markdownTable(['module', 'minified', '≈ gzipped'], parts.map((m) => [m.name, kb(m.chars), kb(m.gzipped)])));
  return js;
}
