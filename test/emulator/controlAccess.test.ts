import { describe, expect, test } from 'vitest';
import { createApp, isLoopbackAddress } from '../../emulator/app';
import { demoTenant } from '../../emulator/demo';
import { createEmulatorState } from '../../emulator/state';
import { start } from '../kit/emulator';

/** The control routes change what the emulator serves, with no key: only the machine it runs on may call them, and only when it was started for that. */
describe('the control routes under /__emulator', () => {
  test('answer a request from this machine when the emulator was started with control on (tests, the demo)', async () => {
    const emu = await start({ control: true });
    try {
      expect((await fetch(`${emu.url}/__emulator/faults`)).status).toBe(200);
      expect((await fetch(`${emu.url}/__emulator/reset`, { method: 'POST' })).status).toBe(200);
    } finally {
      await emu.close();
    }
  });

  test('are not there (404) on an emulator started without control, and change nothing', async () => {
    const emu = await start({ control: false });
    try {
      expect((await fetch(`${emu.url}/__emulator/faults`)).status).toBe(404);
      const res = await fetch(`${emu.url}/__emulator/api-key`, { method: 'POST', body: JSON.stringify({ apiKey: 'stolen' }), headers: { 'Content-Type': 'application/json' } });
      expect(res.status).toBe(404);
      expect(emu.control.apiKey).toBe('demo-key');
    } finally {
      await emu.close();
    }
  });

  test('are not there (404) for a request from another machine, even with control on', async () => {
    const state = createEmulatorState(demoTenant, 'demo-key');
    const app = createApp({ state, staticDir: null, log: false, shutdown: new AbortController().signal, control: true });
    const from = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } }, outgoing: {} });
    const post = () => new Request('http://pos.example:8787/__emulator/api-key', { method: 'POST', body: JSON.stringify({ apiKey: 'stolen' }), headers: { 'Content-Type': 'application/json' } });
    expect((await app.fetch(post(), from('203.0.113.9'))).status).toBe(404);
    expect((await app.fetch(post(), from('::ffff:192.168.1.20'))).status).toBe(404);
    expect(state.control.apiKey).toBe('demo-key');
    expect((await app.fetch(new Request('http://pos.example:8787/__emulator/faults'), from('::ffff:127.0.0.1'))).status).toBe(200);
    state.stop();
  });

  test.each([
    ['127.0.0.1', true],
    ['127.10.0.3', true],
    ['::1', true],
    ['::ffff:127.0.0.1', true],
    ['10.0.0.5', false],
    ['::ffff:192.168.1.20', false],
    ['fe80::1', false],
    ['1127.0.0.1', false],
  ] as const)('%s is this machine: %s', (address, loopback) => {
    expect(isLoopbackAddress(address)).toBe(loopback);
  });
});
