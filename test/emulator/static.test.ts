import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { staticFile } from '../../emulator/static';
import { call, KEY, start } from '../kit/emulator';
import type { RunningEmulator } from '../kit/emulator';

let root: string;
let emu: RunningEmulator;
let bare: RunningEmulator;

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'emulator-static-'));
  const dist = path.join(root, 'dist');
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>POS</title>');
  writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(path.join(dist, 'manifest.webmanifest'), '{"name":"POS"}');
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1);');
  writeFileSync(path.join(root, 'secret.txt'), 'outside the app');
  emu = await start({ staticDir: dist });
  bare = await start();
});
afterAll(async () => {
  await emu.close();
  await bare.close();
  rmSync(root, { recursive: true, force: true });
});

const get = (target: RunningEmulator, p: string) => fetch(target.url + p);

describe('serving a built app (staticDir)', () => {
  test('/config.json, which holds an enrolment code, is never readable by another site (no CORS answer, whatever the origin)', async () => {
    for (const origin of ['http://evil.example', emu.url]) {
      const res = await fetch(`${emu.url}/config.json`, { headers: { Origin: origin } });
      expect(res.status).toBe(200);
      expect(res.headers.get('access-control-allow-origin')).toBeNull();
    }
  });

  test('/ is index.html, never cached', async () => {
    const res = await get(emu, '/');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.text()).toContain('<title>POS</title>');
  });

  test('an unknown client-side route falls back to index.html', async () => {
    const res = await get(emu, '/orders/42');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<title>POS</title>');
  });

  test('sw.js is served as JavaScript and never cached', async () => {
    const res = await get(emu, '/sw.js');
    expect(res.headers.get('content-type')).toContain('javascript');
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  test('/assets/* is cached for a long time; a missing asset is 404, not HTML', async () => {
    const res = await get(emu, '/assets/index-abc123.js');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await res.text()).toBe('console.log(1);');
    expect((await get(emu, '/assets/index-old999.js')).status).toBe(404);
  });

  test.each(['/../secret.txt', '/%2e%2e/secret.txt', '/assets/../../secret.txt'])('files outside the folder are not reachable (%s)', async (raw) => {
    const file = await staticFile(path.join(root, 'dist'), raw);
    expect(new TextDecoder().decode(file?.body)).not.toContain('outside the app');
  });

  test('GET /config.json names this origin and a one-time enrolment code, never the key', async () => {
    emu.control.reset();
    const text = await (await get(emu, '/config.json')).text();
    expect(JSON.parse(text)).toEqual({ serverUrl: emu.url, enrolmentCode: emu.control.servedEnrolmentCode });
    expect(text).not.toContain(KEY);
  });

  test('/config.json carries the provisioning choice set over /__emulator/config until a reset; a wrong choice, or a key, is refused', async () => {
    emu.control.reset();
    const code = emu.control.servedEnrolmentCode;
    const set = (body: unknown) => fetch(`${emu.url}/__emulator/config`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    expect((await set({ sellOnlyWithOpenShift: 'no' })).status).toBe(400);
    expect((await set({ apiKey: KEY })).status).toBe(400);
    expect((await set({ sellOnlyWithOpenShift: false })).status).toBe(200);
    expect(await (await get(emu, '/config.json')).json()).toEqual({ serverUrl: emu.url, enrolmentCode: code, sellOnlyWithOpenShift: false });
    emu.control.reset();
    expect(await (await get(emu, '/config.json')).json()).toEqual({ serverUrl: emu.url, enrolmentCode: emu.control.servedEnrolmentCode });
  });

  test('the API is served beside the app; an unknown API path is a JSON 404', async () => {
    expect((await call(emu, '/api/v2/session')).status).toBe(200);
    const res = await call(emu, '/api/v2/nothing');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ status: false, message: 'Not found' });
  });
});

describe('without staticDir', () => {
  test.each(['/config.json', '/'])('%s is 404', async (p) => {
    expect((await get(bare, p)).status).toBe(404);
  });
});
