import { build } from 'vite';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { firstLoadShared, firstLoadSharedChunk, stagedBootPreload, type GraphModule } from '../../vite.config';

/**
 * Builds an entry that imports two stages dynamically, as src/app/main.tsx does; the second
 * stage has a style sheet and two chunks it loads later (a dialog and a report), each sharing a
 * different module of the app's, the dialog with one of its own too. With `sharedChunk`, the
 * build groups the first load's shared modules as vite.config.ts does. Returns the HTML and
 * the built files with their text.
 */
async function builtStages(sharedChunk = false): Promise<{ html: string; files: string[]; text: Map<string, string> }> {
  const root = mkdtempSync(path.join(tmpdir(), 'pos-stages-'));
  const write = (name: string, text: string) => writeFileSync(path.join(root, name), text);
  try {
    write('index.html', '<!doctype html><html><head><title>T</title></head><body><script type="module" src="/main.js"></script></body></html>');
    write('main.js', 'await import("./first.js"); await new Promise((r) => setTimeout(r, 0)); (await import("./app.js")).boot();');
    write('first.js', 'export const first = [1, 2, 3].map((n) => n * 2);');
    write('shared.js', 'export const shared = (n) => `shared ${n}`;');
    write('rules.js', 'import { rulesDep } from "./rulesDep.js"; export const rules = (n) => `RULES_MARK ${rulesDep(n)}`;');
    write('rulesDep.js', 'export const rulesDep = (n) => `RULES_DEP_MARK ${n}`;');
    write('format.js', 'export const format = (n) => `FORMAT_MARK ${n}`;');
    write('appOnly.js', 'export const appOnly = () => "APP_ONLY_MARK";');
    write('dialogOnly.js', 'export const dialogOnly = () => "DIALOG_ONLY_MARK";');
    write('app.css', '.app { color: #123456; }');
    write(
      'app.js',
      'import "./app.css"; import { shared } from "./shared.js"; import { rules } from "./rules.js"; import { format } from "./format.js"; import { appOnly } from "./appOnly.js"; ' +
        'export function boot() { document.body.onclick = () => import("./dialog.js"); document.body.onkeydown = () => import("./report.js"); document.title = shared(1) + rules(1) + format(1) + appOnly(); }',
    );
    write('dialog.js', 'import { shared } from "./shared.js"; import { rules } from "./rules.js"; import { dialogOnly } from "./dialogOnly.js"; document.title = shared("dialog") + rules(2) + dialogOnly();');
    write('report.js', 'import { format } from "./format.js"; document.title = format(3);');
    const chunk = firstLoadSharedChunk();
    await build({
      root,
      configFile: false,
      logLevel: 'silent',
      plugins: sharedChunk ? [stagedBootPreload(), chunk.plugin] : [stagedBootPreload()],
      build: {
        outDir: path.join(root, 'dist'),
        target: 'es2022',
        minify: false,
        ...(sharedChunk ? { rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'shared', test: chunk.test }] } } } } : {}),
      },
    });
    const assets = path.join(root, 'dist', 'assets');
    const files = readdirSync(assets);
    return {
      html: readFileSync(path.join(root, 'dist', 'index.html'), 'utf8'),
      files,
      text: new Map(files.map((f) => [f, readFileSync(path.join(assets, f), 'utf8')])),
    };
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
  for (const file of scripts.filter((f) => !/^(dialog|report|main)-/.test(f))) {
    if (!html.includes(`/assets/${file}"`)) throw new Error(`${file} is not loaded up front`);
  }
  expect(linked(html, 'stylesheet')).toEqual(files.filter((f) => f.endsWith('.css')));
  // What a stage loads later (a dialog) is not in the first load.
  expect(preloaded.some((f) => f.startsWith('dialog-'))).toBe(false);
});

/** A graph of modules as the build reads it: each module's static and dynamic imports. */
function graph(imports: Record<string, { imports?: string[]; lazy?: string[] }>): (id: string) => GraphModule | null {
  const importers = (id: string) => Object.keys(imports).filter((from) => imports[from]!.imports?.includes(id));
  return (id) => (id in imports ? { importedIds: imports[id]!.imports ?? [], dynamicallyImportedIds: imports[id]!.lazy ?? [], importers: importers(id) } : null);
}

describe('the first load\'s shared file is read from the module graph', () => {
  // index.html -> main (stages: client, boot); boot loads a dialog later.
  const till = graph({
    'index.html': { imports: ['main', 'preload'] },
    main: { imports: ['preload'], lazy: ['client', 'boot'] },
    preload: {},
    client: { imports: ['react'] },
    react: {},
    boot: { imports: ['react', 'names', 'bootOnly', 'schema'], lazy: ['dialog'] },
    names: { imports: ['money'] },
    money: {},
    bootOnly: {},
    schema: { imports: ['dexie'] },
    dexie: {},
    dialog: { imports: ['react', 'names', 'dialogOnly'], lazy: ['boot'] },
    dialogOnly: { imports: ['pinRules'] },
    pinRules: {},
  });
  const shared = firstLoadShared(['index.html'], till);

  test.each([
    ['react, which a stage and the dialog import, is shared', 'react', true],
    ['a rule the app and the dialog import is shared', 'names', true],
    ['what a shared rule imports is not named (the bundler brings it along)', 'money', false],
    ['a module only the app imports is not shared', 'bootOnly', false],
    ['a module only the dialog imports is not in the first load at all', 'dialogOnly', false],
    ['what only the dialog\'s modules import is not either', 'pinRules', false],
    ['a stage a later chunk imports dynamically is not shared (it is loaded already)', 'boot', false],
  ])('%s', (_, id, expected) => {
    expect(shared.has(id)).toBe(expected);
  });

  test('the stages are the entry\'s dynamic imports only: a dialog the app loads later is not one', () => {
    expect(firstLoadShared(['index.html'], till)).toEqual(new Set(['react', 'names']));
  });
});

test('built, what the app shares with the chunks it loads later is in one file of the first load, and only their own code loads later', async () => {
  const { html, files, text } = await builtStages(true);
  const holding = (mark: string) => files.filter((f) => f.endsWith('.js') && text.get(f)!.includes(mark));
  const upFront = (file: string) => html.includes(`/assets/${file}"`);
  const sharedFiles = holding('RULES_MARK');
  expect(sharedFiles).toHaveLength(1);
  expect(sharedFiles[0]).toMatch(/^shared-/);
  expect(upFront(sharedFiles[0]!)).toBe(true);
  // The dialog's and the report's modules of the app, and what they import, in that one file.
  expect(holding('RULES_DEP_MARK')).toEqual(sharedFiles);
  expect(holding('FORMAT_MARK')).toEqual(sharedFiles);
  expect(holding('APP_ONLY_MARK').every(upFront)).toBe(true);
  const dialogFiles = holding('DIALOG_ONLY_MARK');
  expect(dialogFiles).toHaveLength(1);
  expect(dialogFiles[0]).toMatch(/^dialog-/);
  expect(upFront(dialogFiles[0]!)).toBe(false);
});

test('without the shared file, the bundler splits the app\'s modules into one small file per set of chunks sharing them', async () => {
  const { files, text } = await builtStages(false);
  const holding = (mark: string) => files.filter((f) => f.endsWith('.js') && text.get(f)!.includes(mark));
  expect(holding('RULES_MARK')).not.toEqual(holding('FORMAT_MARK'));
});
