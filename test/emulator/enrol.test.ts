import { describe, expect, test } from 'vitest';
import { WRONG_CODES_PER_MINUTE } from '../../emulator/enrolment';
import { call, emulatorPerFile, KEY } from '../kit/emulator';

const emu = emulatorPerFile({ reset: true });

/** `POST /api/v2/terminals/enrol` as a new terminal sends it: no key. */
const enrol = (code: string, terminal_name = 'Till 2') =>
  fetch(`${emu.url}/api/v2/terminals/enrol`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ code, terminal_name }) });

const newCode = async (body: Record<string, unknown> = {}): Promise<string> => {
  const res = await fetch(`${emu.url}/__emulator/enrolment-codes`, { method: 'POST', body: JSON.stringify(body) });
  expect(res.status).toBe(201);
  return ((await res.json()) as { code: string }).code;
};

describe('enrolling a terminal (assumed-contracts 17)', () => {
  test('a code made for the branch gives the key, the branch, a terminal id and the branch secret, without a key asked for', async () => {
    const code = await newCode();
    expect(code).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    const res = await enrol(code);
    expect(res.status).toBe(201);
    const body = (await res.json()) as Record<string, unknown>;
    expect(body).toEqual({ api_key: KEY, location_id: 3, terminal_id: expect.stringMatching(/^[0-9a-f-]{36}$/), terminal_secret: expect.any(String) });
    expect(Buffer.from(body.terminal_secret as string, 'base64')).toHaveLength(32);
    expect(emu.control.enrolments()).toMatchObject([{ terminal_name: 'Till 2', location_id: 3 }]);
    // The key it gave opens the API.
    expect((await call(emu, '/api/v2/session', { key: body.api_key as string })).status).toBe(200);
  });

  test('a code is used once: 410 on reuse, 404 for a code never made', async () => {
    const code = await newCode();
    expect((await enrol(code)).status).toBe(201);
    expect((await enrol(code)).status).toBe(410);
    expect((await enrol('ZZZZ-ZZZZ')).status).toBe(404);
  });

  test('every terminal of a branch gets the same secret; another branch gets another', async () => {
    const first = (await (await enrol(await newCode())).json()) as Record<string, unknown>;
    const second = (await (await enrol(await newCode(), 'Till 3')).json()) as Record<string, unknown>;
    const elsewhere = (await (await enrol(await newCode({ location_id: 5 }))).json()) as Record<string, unknown>;
    expect(second.terminal_secret).toBe(first.terminal_secret);
    expect(second.terminal_id).not.toBe(first.terminal_id);
    expect(elsewhere).toMatchObject({ location_id: 5 });
    expect(elsewhere.terminal_secret).not.toBe(first.terminal_secret);
  });

  test('after 10 wrong codes in a minute from one address even a right code is answered 429', async () => {
    const right = await newCode();
    for (let i = 0; i < WRONG_CODES_PER_MINUTE; i++) expect((await enrol(`AAAA-AA${String(i).padStart(2, '2')}`)).status).toBe(404);
    expect((await enrol(right)).status).toBe(429);
    emu.control.reset();
    expect((await enrol(await newCode())).status).toBe(201);
  });

  test('the code the app is served with is used once; then /config.json serves the server URL only', async () => {
    const served = emu.control.servedEnrolmentCode;
    expect(served).not.toBeNull();
    expect((await enrol(served!)).status).toBe(201);
    expect(emu.control.servedEnrolmentCode).toBeNull();
    const provisioning = await fetch(`${emu.url}/__emulator/provisioning`);
    expect(await provisioning.json()).toEqual({ serverUrl: emu.url });
  });

  test('a terminal saved after its first connection is enrolled again after a reset, with its id and secret, and the served code is used up', async () => {
    expect(emu.control.untouched).toBe(true);
    const first = (await (await enrol(emu.control.servedEnrolmentCode!, 'Till 1')).json()) as Record<string, unknown>;
    expect(emu.control.untouched).toBe(false);
    const saved = emu.control.enrolmentSnapshot();

    emu.control.reset();
    expect(emu.control.untouched).toBe(true);
    expect(emu.control.enrolments()).toEqual([]);
    const served = emu.control.servedEnrolmentCode!;
    emu.control.restoreEnrolments(saved);
    expect(emu.control.enrolments()).toMatchObject([{ code: served, terminal_id: first.terminal_id, terminal_name: 'Till 1', location_id: 3 }]);
    expect(emu.control.branchSecret()).toBe(first.terminal_secret);
    expect(emu.control.servedEnrolmentCode).toBeNull();
    expect((await enrol(served)).status).toBe(410);
    // Another terminal of the branch still gets the same secret.
    expect(((await (await enrol(await newCode())).json()) as Record<string, unknown>).terminal_secret).toBe(first.terminal_secret);
  });

  test('a changed tenant, a fault or a new key is not untouched; the served config is', () => {
    emu.control.setServedConfig({ sellOnlyWithOpenShift: false });
    expect(emu.control.untouched).toBe(true);
    for (const change of [() => emu.control.changePrices(10), () => emu.control.setFault('products', { kind: 'status', status: 500 }), () => emu.control.setApiKey('other')]) {
      emu.control.reset();
      change();
      expect(emu.control.untouched).toBe(false);
    }
  });
});
