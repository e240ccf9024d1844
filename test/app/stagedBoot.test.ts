import { build } from 'vite';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from 'vitest';
import { stagedBootPreload } from '../../vite.config';

/**
 * Builds an entry that imports two stages dynamically, as src/app/main.tsx does; the second
 * stage has a style sheet and a dialog it loads later. Returns the HTML and the built files.
 */
async function builtStages(): Promise<{ html: string; files: string[] }> {
  const root = mkdtempSync(path.join(tmpdir(), 'pos-stages-'));
  const write = (name: string, text: string) => writeFileSync(path.join(root, name), text);
  try {
    write('index.html', '<!doctype html><html><head><title>T</title></head><body><script type="module" src="/main.js"></script></body></html>');
    write('main.js', 'await import("./first.js"); await new Promise((r) => setTimeout(r, 0)); (await import("./app.js")).boot();');
    write('first.js', 'export const first = [1, 2, 3].map((n) => n * 2);');
    write('shared.js', 'export const shared = (n) => `shared ${n}`;');
    write('app.css', '.app { color: #123456; }');
    write('app.js', 'import "./app.css"; import { shared } from "./shared.js"; export function boot() { document.body.onclick = () => import("./dialog.js"); document.title = shared(1); }');
    write('dialog.js', 'import { shared } from "./shared.js"; document.title = shared("dialog");');
    await build({ root, configFile: false, logLevel: 'silent', plugins: [stagedBootPreload()], build: { outDir: path.join(root, 'dist'), target: 'es2022' } });
    return { html: readFileSync(path.join(root, 'dist', 'index.html'), 'utf8'), files: readdirSync(path.join(root, 'dist', 'assets')) };
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

const linked = (html: string, rel: string) => [...html.matchAll(new RegExp(`<link rel="${rel}"[^>]*href="/assets/([^"]+)"`, 'g'))].map((m) => m[1]!);

test('every script and style sheet of the first load\'s stages is fetched from the start, so staging costs no round trip and no late style', async () => {
  const { html, files } = await builtStages();
  const preloaded = linked(html, 'modulepreload');
  const scripts = files.filter((f) => f.endsWith('.js'));
  const stage = (name: string) => scripts.find((f) => f.startsWith(`${name}-`));
  expect(preloaded).toEqual(expect.arrayContaining([stage('first'), stage('app')]));
  // The app stage's own import (shared) is preloaded whichever chunk the bundler put it in.
  for (const file of scripts.filter((f) => !f.startsWith('dialog-') && !f.startsWith('main-'))) {
    if (!html.includes(`/assets/${file}"`)) throw new Error(`${file} is not loaded up front`);
  }
  expect(linked(html, 'stylesheet')).toEqual(files.filter((f) => f.endsWith('.css')));
  // What a stage loads later (a dialog) is not in the first load.
  expect(preloaded.some((f) => f.startsWith('dialog-'))).toBe(false);
});
