import { describe, expect, test } from 'vitest';
import { callJson, emulatorPerFile } from '../kit/emulator';
import type { ProductsEnvelope } from '../kit/emulator';

const emu = emulatorPerFile();

describe('companion routes (assumed-contracts)', () => {
  test('1 session names the user, the branch and the currency config', async () => {
    const { status, body } = await callJson(emu, '/api/v2/session');
    expect(status).toBe(200);
    expect(body).toEqual({
      status: true,
      message: 'Session found',
      data: {
        user: { id: 7, name: 'Front counter', brand_id: 1 },
        location: { id: 3, name: 'Downtown', currency: 'KWD', timezone: 'Asia/Kuwait' },
        config: { currency_decimals: 3, unify_mode: 0 },
      },
    });
  });

  test('2 channels are {channel_id, channel_name} rows', async () => {
    const { body } = await callJson(emu, '/api/v2/channels');
    expect(body).toEqual({
      status: true,
      message: 'channels found',
      data: [
        { channel_id: 4, channel_name: 'Delivery app' },
        { channel_id: 5, channel_name: 'Drive-thru' },
      ],
    });
  });

  test('4 product quota rows, one product at remaining_stock 0 and one at 2', async () => {
    const { body } = await callJson<{ status: boolean; message: string; data: Array<Record<string, number>> }>(emu, '/api/v2/product-quota');
    expect(body.status).toBe(true);
    expect(body.message).toBe('quota found');
    for (const row of body.data) expect(Object.keys(row).sort()).toEqual(['product_id', 'quota', 'remaining_stock']);
    expect(body.data).toContainEqual({ product_id: 18, quota: 20, remaining_stock: 0 });
    expect(body.data).toContainEqual({ product_id: 74, quota: 10, remaining_stock: 2 });
  });

  test('5 the sold-out list matches the is_sold_out snapshot of the product sync', async () => {
    const { body } = await callJson<{ status: boolean; message: string; data: Array<{ product_id: number }> }>(emu, '/api/v2/products/sold-out');
    expect(body.status).toBe(true);
    expect(body.message).toBe('sold out products');
    const { body: list } = await callJson<ProductsEnvelope>(emu, '/api/v2/products?page_limit=5000');
    const flagged = list.data.products.filter((p) => p.is_sold_out === 1).map((p) => p.id);
    expect(body.data.map((r) => r.product_id).sort()).toEqual(flagged.sort());
    expect(flagged.length).toBeGreaterThan(0);
  });
});
