import { describe, expect, test } from 'vitest';
import { parseFrame, readFrames, stableWeight, toGrams } from '../../../src/devices/scale/parse';

describe('toGrams: a weight read as whole grams, never through a float', () => {
  test.each([
    ['', '1.234', 'kg', 1234],
    ['', '0.5', 'kg', 500],
    ['+', '0001.2346', 'kg', 1235],
    ['-', '0.020', 'kg', -20],
    ['', '250', 'g', 250],
    ['', '250.5', 'g', 251],
    ['', '1.00', 'lb', 454],
    ['', '0.25', 'lb', 113],
    ['', '1.2.3', 'kg', null],
    ['', '1', 'oz', null],
  ])('%s%s %s -> %s', (sign, digits, unit, grams) => expect(toGrams(sign, digits, unit)).toBe(grams));
});

describe('parseFrame: the frames of the two scale families', () => {
  test.each([
    // Continuous (CAS, A&D and clones), recorded.
    ['ST,GS,+  1.234kg', { kind: 'weight', grams: 1234, stable: true }],
    ['US,GS,+  1.198kg', { kind: 'weight', grams: 1198, stable: false }],
    ['ST,NT,+0000.350kg', { kind: 'weight', grams: 350, stable: true }],
    ['ST,GS,-  0.005kg', { kind: 'weight', grams: -5, stable: true }],
    ['OL,GS,+  -.---kg', { kind: 'overload' }],
    ['\x02ST,GS,+  0.750kg\x03', { kind: 'weight', grams: 750, stable: true }],
    // Request and answer (Mettler Toledo SICS).
    ['S S      1.234 kg', { kind: 'weight', grams: 1234, stable: true }],
    ['S D      1.230 kg', { kind: 'weight', grams: 1230, stable: false }],
    ['S S    250.0 g', { kind: 'weight', grams: 250, stable: true }],
    ['S +', { kind: 'overload' }],
    ['S -', { kind: 'underload' }],
    // Noise.
    ['', null],
    ['GS,+  1.2', null],
    ['ES', null],
    ['\x00\xff\xfe', null],
  ] as const)('%j', (frame, reading) => expect(parseFrame(frame)).toEqual(reading));
});

describe('readFrames and stableWeight: what "Read scale" fills in', () => {
  test('frames split on CR, LF or both; a half frame waits for the rest', () => {
    const first = readFrames('kg\r\nUS,GS,+  0.402kg\r\nST,GS,+  0.4');
    expect(first.readings).toEqual([{ kind: 'weight', grams: 402, stable: false }]);
    const second = readFrames(`${first.rest}10kg\rST,GS,+  0.410kg\n`);
    expect(second.readings.map((r) => r.kind === 'weight' && r.grams)).toEqual([410, 410]);
    expect(second.rest).toBe('');
  });

  test.each([
    ['a stable positive weight fills the field', ['US,GS,+  0.998kg', 'ST,GS,+  1.002kg'], 1002],
    ['a weight still moving does not', ['ST,GS,+  1.002kg', 'US,GS,+  1.010kg'], null],
    ['an empty pan does not', ['ST,GS,+  0.000kg'], null],
    ['a negative weight (tare) does not', ['ST,GS,-  0.015kg'], null],
    ['an overload does not', ['ST,GS,+  9.000kg', 'OL,GS,+  -.---kg'], null],
    ['noise alone does not', ['@@##', ''], null],
  ])('%s', (_rule, frames, grams) => {
    expect(stableWeight(readFrames(`${frames.join('\r\n')}\r\n`).readings)).toBe(grams);
  });
});
