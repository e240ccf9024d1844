import { describe, expect, test } from 'vitest';
import { hasRtl, isolateLtr, LRI, ltrRuns, PDI } from '../../src/core/bidi';

describe('left-to-right runs inside Arabic text', () => {
  test.each([
    ['هاتف +965 2222 1100', ['+965 2222 1100']],
    ['التذكرة T3-4F2A-000042', ['T3-4F2A-000042']],
    ['الخصم -0.460', ['-0.460']],
    ['21/11/2026 12:15', ['21/11/2026 12:15']],
    ['شامل ضريبة القيمة المضافة (15%)', ['15%']],
    ['ادفع 4.600 عند الكاشير بالتذكرة T3-000042.', ['4.600', 'T3-000042']],
    ['بدون أرقام', []],
  ])('%s: the runs are %j', (text, runs) => {
    expect(ltrRuns(text).filter((p) => p.ltr).map((p) => p.text)).toEqual(runs);
  });

  test('a phone number is isolated whole, so a right-to-left line prints it as written', () => {
    expect(isolateLtr('هاتف +965 2222 1100')).toBe(`هاتف ${LRI}+965 2222 1100${PDI}`);
  });

  test('the parts join back to the text, and text with no run is left as it is', () => {
    const text = 'ادفع 4.600 عند الكاشير بالتذكرة T3-000042.';
    expect(ltrRuns(text).map((p) => p.text).join('')).toBe(text);
    expect(isolateLtr('بدون أرقام')).toBe('بدون أرقام');
  });

  test('Arabic words are told from Latin ones', () => {
    expect(hasRtl('هاتف +965 2222 1100')).toBe(true);
    expect(hasRtl('Tel. +965 2222 1100')).toBe(false);
  });
});
