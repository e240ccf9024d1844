import { describe, expect, test } from 'vitest';
import { call, callJson, emulatorPerFile } from '../kit/emulator';
import { DEMO_LOCATION_SETTINGS } from '../../emulator/demo';

const emu = emulatorPerFile({ reset: true });

describe('branch settings (assumed-contracts 11)', () => {
  test('11 the demo branch answers its settings as strings: 5 % VAT, 80 mm, the business in English and Arabic', async () => {
    const { status, body } = await callJson<{ status: boolean; data: Record<string, unknown> }>(emu, '/api/v2/location-settings');
    expect(status).toBe(200);
    expect(body.data).toEqual(DEMO_LOCATION_SETTINGS);
    expect(body.data).toMatchObject({ vat: '5', page_width: '80', localize_business_name: expect.stringMatching(/[\u0600-\u06ff]/) });
  });

  test('11 the settings are sent as given: numbers, empty values, keys left out', async () => {
    await call(emu, '/__emulator/location-settings', { method: 'POST', key: null, body: { settings: { vat: 15, page_width: '', business_name: 'X' } } });
    const { body } = await callJson<{ data: Record<string, unknown> }>(emu, '/api/v2/location-settings');
    expect(body.data).toEqual({ vat: 15, page_width: '', business_name: 'X' });
  });

  test('11 a server without the route answers 404', async () => {
    emu.control.setLocationSettings(null);
    expect((await call(emu, '/api/v2/location-settings')).status).toBe(404);
  });

  test('the control refuses settings that are not strings and numbers', async () => {
    const res = await call(emu, '/__emulator/location-settings', { method: 'POST', key: null, body: { settings: { vat: [5] } } });
    expect(res.status).toBe(400);
  });
});

describe('marking sold out from the till (assumed-contracts 12)', () => {
  const mark = (id: number, body: unknown, key: string | null = 'change-1') =>
    callJson<{ status: boolean; message: string }>(emu, `/api/v2/products/${id}/availability`, { method: 'POST', body, headers: key === null ? {} : { 'Idempotency-Key': key } });
  const soldOut = async () => (await callJson<{ data: { product_id: number }[] }>(emu, '/api/v2/products/sold-out')).body.data.map((r) => r.product_id);

  test('12 {is_sold_out:1} answers 200 {status:true} and the sold-out list holds the product', async () => {
    const { status, body } = await mark(41, { is_sold_out: 1 });
    expect(status).toBe(200);
    expect(body.status).toBe(true);
    expect(await soldOut()).toContain(41);
    expect(emu.control.availability()).toEqual([{ key: 'change-1', product_id: 41, is_sold_out: 1, received_at: expect.any(String) }]);
  });

  test('12 {is_sold_out:0} takes a listed product off the list', async () => {
    expect(await soldOut()).toContain(9);
    expect((await mark(9, { is_sold_out: 0 })).status).toBe(200);
    expect(await soldOut()).not.toContain(9);
  });

  test('12 the same key again answers 200 and changes nothing', async () => {
    await mark(41, { is_sold_out: 1 });
    emu.control.setSoldOut([]);
    expect((await mark(41, { is_sold_out: 1 })).status).toBe(200);
    expect(await soldOut()).toEqual([]);
    expect(emu.control.availability()).toHaveLength(1);
  });

  test.each([
    ['an unknown product', 999999, { is_sold_out: 1 }, 404],
    ['a value other than 0 or 1', 41, { is_sold_out: 'yes' }, 422],
    ['no body', 41, 'x', 422],
  ])('12 %s answers %i and stores nothing', async (_, id, body, status) => {
    expect((await mark(id, body)).status).toBe(status);
    expect(emu.control.availability()).toEqual([]);
  });

  test('without an Idempotency-Key the change is refused with 400', async () => {
    expect((await mark(41, { is_sold_out: 1 }, null)).status).toBe(400);
  });

  test('dropAfterStore: taken, then the answer is lost; the retry with the same key answers 200', async () => {
    emu.control.setFault('availability', { kind: 'dropAfterStore', times: 1 });
    await expect(mark(41, { is_sold_out: 1 })).rejects.toThrow();
    expect((await mark(41, { is_sold_out: 1 })).status).toBe(200);
    expect(emu.control.availability()).toHaveLength(1);
  });
});
