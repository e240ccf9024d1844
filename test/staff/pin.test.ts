import { expect, test } from 'vitest';
import { hashPin, isValidPin, pinComplete, verifyPin } from '../../src/staff/pin';
import { typedPin } from '../../src/core/typedNumber';

test('the kiosk PIN is stored only as a salted hash that verifies the right PIN alone', async () => {
  // Eight digits: a 64-digit hex hash holds a given 4-digit run by chance about once in a
  // hundred hashes, an 8-digit one about once in fifty million.
  const stored = await hashPin('24681357');
  expect(JSON.stringify(stored)).not.toContain('24681357');
  expect(stored.pinHash).toMatch(/^[0-9a-f]{64}$/);
  expect(await verifyPin('24681357', stored)).toBe(true);
  expect(await verifyPin('24681358', stored)).toBe(false);
  expect(await verifyPin('', stored)).toBe(false);
});

test('the same PIN hashed twice gives different hashes (a salt per PIN)', async () => {
  const a = await hashPin('1357');
  const b = await hashPin('1357');
  expect(a.pinHash).not.toBe(b.pinHash);
});

test('a new PIN is 4 to 12 digits, its length chosen by whoever sets it, and nothing is unlocked before one is set', async () => {
  expect(['1234', '12345', '123456', '123456789012'].every(isValidPin)).toBe(true);
  expect(['123', '1234567890123', '12a4', ''].some(isValidPin)).toBe(false);
  expect(await verifyPin('1234', { pinHash: null, pinSalt: null })).toBe(false);
});

test('a PIN is kept with its length, in Latin digits whatever digits typed it', async () => {
  expect((await hashPin('2468')).pinLength).toBe(4);
  expect((await hashPin('١٣٥٧٩٠')).pinLength).toBe(6);
});

test('a PIN being typed is complete at the stored length; one stored without a length never completes by itself', () => {
  expect(pinComplete('246', 4)).toBe(false);
  expect(pinComplete('2468', 4)).toBe(true);
  expect(pinComplete('٢٤٦٨', 4)).toBe(true);
  expect(pinComplete('24681', 4)).toBe(false);
  expect(pinComplete('2468', undefined)).toBe(false);
  expect(pinComplete('', 0)).toBe(false);
});

test('a PIN typed in Arabic-Indic digits is the same PIN as in Latin digits', async () => {
  expect(typedPin('١٣٥٧٩٠')).toBe('135790');
  expect(isValidPin('١٣٥٧٩٠')).toBe(true);
  const stored = await hashPin('135790');
  expect(await verifyPin('١٣٥٧٩٠', stored)).toBe(true);
  expect(await verifyPin('۱۳۵۷۹۰', stored)).toBe(true);
  expect(await verifyPin('١٣٥٧٩١', stored)).toBe(false);
});
