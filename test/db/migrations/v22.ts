import { expect } from 'vitest';
import { type VersionFixture } from './fixture';

const settingsV22 = {
  id: 'terminal',
  serverUrl: 'https://pos.example.com',
  apiKey: 'k',
  terminalId: 't-1',
  syncIntervalMinutes: 15,
  persistedStorage: true,
  kiosk: { enabled: false, pinHash: 'ab12', pinSalt: 'cd34', idleSeconds: 90 },
  pinLock: { failures: 3, lockedUntil: 0 },
};

/** A terminal with the one manager PIN of version 22 and three wrong tries counted. */
export const v22: VersionFixture = {
  version: 22,
  promise: 'the one manager PIN becomes the first manager, with its hash and its lockout; the settings row holds no PIN and nobody is signed in',
  rows: { settings: [settingsV22] },
  async upgraded(db) {
    const staff = await db.staff.toArray();
    expect(staff).toEqual([{ staff_id: expect.stringMatching(/^[0-9a-f-]{36}$/), name: 'Manager', role: 'manager', pinHash: 'ab12', pinSalt: 'cd34', pinLock: { failures: 3, lockedUntil: 0 } }]);
    const settings = await db.settings.get('terminal');
    expect(settings?.kiosk).toEqual({ enabled: false, pinHash: null, pinSalt: null, idleSeconds: 90 });
    expect(settings?.signedIn ?? null).toBeNull();
    expect(settings?.apiKey).toBe('k');
  },
};

/** A terminal that never set a PIN has no staff after the upgrade. */
export const v22NoPin: VersionFixture = {
  version: 22,
  promise: 'a terminal without a manager PIN has no staff: the first manager is made with the API key',
  rows: { settings: [{ ...settingsV22, kiosk: { ...settingsV22.kiosk, pinHash: null, pinSalt: null } }] },
  async upgraded(db) {
    expect(await db.staff.count()).toBe(0);
  },
};
