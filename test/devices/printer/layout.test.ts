import { describe, expect, test } from 'vitest';
import { fitsCodePage, layOut, pairText, wrap } from '../../../src/devices/printer/layout';
import type { PrintDocument } from '../../../src/devices/printer/document';

describe('fitsCodePage: what the printer prints with its own letters, the rest is drawn', () => {
  test.each([
    ['Cheeseburger', true],
    ['Crème brûlée 2.500', true],
    ['برجر بالجبن', false],
    ['Cola / كولا', false],
    ['Ελληνικά', false],
    ['Pizza 🍕', false],
    ['', true],
  ])('%s -> %s', (text, fits) => expect(fitsCodePage(text)).toBe(fits));
});

describe('wrap and pairText: lines fit the roll', () => {
  test.each([
    ['Two words', 20, ['Two words']],
    ['A long name that wraps', 10, ['A long', 'name that', 'wraps']],
    ['Supercalifragilistic', 8, ['Supercal', 'ifragili', 'stic']],
    ['', 8, ['']],
  ])('wrap(%j, %i)', (text, width, lines) => expect(wrap(text, width)).toEqual(lines));

  test('a label and its amount fill the line, the amount at its end', () => {
    expect(pairText('Total', '4.600', 16)).toEqual(['Total      4.600']);
  });

  test('a label too long for the line wraps and the amount ends its last line', () => {
    expect(pairText('Double cheeseburger meal', '12.000', 20)).toEqual(['Double', 'cheeseburger', 'meal          12.000']);
  });
});

describe('layOut: text the code page holds prints as text, the rest as a drawn line', () => {
  const doc = (direction: 'ltr' | 'rtl', lines: PrintDocument['lines']): PrintDocument => ({ direction, lines, cut: true, drawer: false });

  test('an English receipt line is padded text', () => {
    expect(layOut(doc('ltr', [{ kind: 'pair', label: 'Cola', value: '0.500' }]), 16)).toEqual([
      { kind: 'text', text: 'Cola       0.500', align: 'left', bold: false, large: false },
    ]);
  });

  test('an Arabic line is drawn right to left, its start on the right', () => {
    expect(layOut(doc('rtl', [{ kind: 'text', text: 'شكرا', align: 'start' }]), 32)).toEqual([
      { kind: 'raster', line: { start: 'شكرا', end: '', align: 'start', direction: 'rtl', bold: false, large: false } },
    ]);
  });

  test('in a right-to-left document even a pair in Latin letters is drawn, so its label stays on the right', () => {
    const [laid] = layOut(doc('rtl', [{ kind: 'pair', label: 'Cola', value: '0.500' }]), 32);
    expect(laid).toMatchObject({ kind: 'raster', line: { start: 'Cola', end: '0.500', direction: 'rtl' } });
  });

  test('a line of plain digits in a right-to-left document prints as text aligned right', () => {
    expect(layOut(doc('rtl', [{ kind: 'text', text: '2026-11-20 10:00' }]), 32)).toEqual([
      { kind: 'text', text: '2026-11-20 10:00', align: 'right', bold: false, large: false },
    ]);
  });

  test('double-size text wraps at half the columns; a rule crosses the roll', () => {
    expect(layOut(doc('ltr', [{ kind: 'text', text: 'Burger Palace Downtown', large: true }, { kind: 'rule' }]), 32).map((l) => l.kind === 'text' && l.text)).toEqual([
      'Burger Palace', 'Downtown', '-'.repeat(32),
    ]);
  });
});
