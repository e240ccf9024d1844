import { expect } from 'vitest';
import { readSettings } from '../../../src/db/settings';
import { defaultSettings } from '../../../src/db/schema';
import { fakeRef } from '../../kit/devices';
import type { VersionFixture } from './fixture';

/** A printer as versions 12 to 19 stored it: a kitchen printer chose brands, not stations. */
const printerV19 = (id: string, role: 'receipt' | 'kitchen', brands: number[]) => ({ id, role, connection: 'usb', paper: 80, brands, device: fakeRef(id), drawer: role === 'receipt' });

/** A till with a receipt printer and two kitchen printers, one of every line and one of brand 2, as version 19 stored them. */
export const v19: VersionFixture = {
  version: 19,
  promise: 'every printer is kept; a kitchen printer of every line or of some brands serves every station, until the manager chooses',
  rows: {
    settings: [
      {
        ...defaultSettings('terminal-1'),
        kitchenStations: [{ name: 'Grill', category_ids: [1] }],
        printers: [printerV19('receipt', 'receipt', []), printerV19('hot', 'kitchen', []), printerV19('burgers', 'kitchen', [2])],
      },
    ],
  },
  async upgraded(db) {
    const { printers, kitchenStations } = await readSettings(db);
    expect(printers?.map((p) => [p.id, p.role, p.stations])).toEqual([
      ['receipt', 'receipt', []],
      ['hot', 'kitchen', []],
      ['burgers', 'kitchen', []],
    ]);
    expect(printers?.every((p) => !('brands' in p))).toBe(true);
    expect(printers?.[0]?.drawer).toBe(true);
    expect(printers?.[2]?.device.name).toBe('burgers');
    expect(kitchenStations).toEqual([{ name: 'Grill', category_ids: [1] }]);
  },
};
