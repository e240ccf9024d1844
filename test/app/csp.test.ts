import { build } from 'vite';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, vi } from 'vitest';
import { cspPlugin, OPEN_CSP_WARNING } from '../../vite.config';

/** Builds a tiny page with the plugin and returns its HTML; `warn` receives the plugin's warnings. */
async function builtHtml(serverOrigins: string | undefined, warn: (message: string) => void): Promise<string> {
  const root = mkdtempSync(path.join(tmpdir(), 'pos-csp-'));
  try {
    writeFileSync(
      path.join(root, 'index.html'),
      '<!doctype html><html><head><meta charset="UTF-8" /><link rel="icon" href="/icon.svg" /><title>T</title></head><body><script type="module" src="/main.js"></script></body></html>',
    );
    writeFileSync(path.join(root, 'main.js'), 'document.title = "x";');
    await build({ root, configFile: false, logLevel: 'silent', plugins: [cspPlugin(serverOrigins, warn)], build: { outDir: path.join(root, 'dist') } });
    return readFileSync(path.join(root, 'dist', 'index.html'), 'utf8');
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

test('the built CSP is the first tag in <head>, before any tag that could load something', async () => {
  const html = await builtHtml('https://pos.example.com', () => undefined);
  const head = /<head>\s*(<[^>]+>)/.exec(html)?.[1] ?? '';
  expect(head).toContain('http-equiv="Content-Security-Policy"');
  expect(head).toContain('https://pos.example.com');
});

test('a production build without POS_SERVER_ORIGINS warns that images and connections may go to any http(s) server', async () => {
  const warn = vi.fn();
  await builtHtml(undefined, warn);
  expect(warn).toHaveBeenCalledWith(OPEN_CSP_WARNING);
  expect(OPEN_CSP_WARNING).toContain('ANY http(s) server');
});

test('a build with POS_SERVER_ORIGINS does not warn', async () => {
  const warn = vi.fn();
  await builtHtml('https://pos.example.com', warn);
  expect(warn).not.toHaveBeenCalled();
});
