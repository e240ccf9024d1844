/**
 * Every refusal a cashier can meet from the sale and shift stores (a sale not saved, a counter
 * order not marked paid, a shift action) is a typed reason worded once in the message catalog:
 * each reason has its words in English and in Arabic, so an Arabic cashier never reads an
 * English refusal. A reason added without its words fails to compile (each list of reasons is
 * a record over the reason type); added without Arabic, it fails here.
 */
import type { MessageDescriptor } from '@lingui/core';
import { afterEach, describe, expect, test } from 'vitest';
import { MARK_PAID_REFUSAL_REASONS, markPaidRefusalText, SALE_NOT_SAVED_REASONS, saleNotSavedText } from '../../src/checkout/saleNotSaved';
import { SHIFT_REFUSAL_REASONS, shiftRefusalText } from '../../src/day/shiftRefusal';
import { activateLanguage, i18n } from '../../src/i18n/i18n';

afterEach(() => activateLanguage('en'));

const ARABIC = /[\u0600-\u06ff]/;

/** A domain's refusals: each reason with its words. */
const wordsOf = <R extends string>(reasons: readonly R[], text: (reason: R) => MessageDescriptor): [string, MessageDescriptor][] => reasons.map((reason) => [reason, text(reason)]);

const REFUSALS = [
  ['a sale not saved', wordsOf(SALE_NOT_SAVED_REASONS, saleNotSavedText)],
  ['a counter order not marked paid', wordsOf(MARK_PAID_REFUSAL_REASONS, markPaidRefusalText)],
  ['a shift action refused', wordsOf(SHIFT_REFUSAL_REASONS, shiftRefusalText)],
] as const;

describe.each(REFUSALS)('why %s', (_, words) => {
  test.each(words)('%s is said in English and in Arabic', async (_reason, text) => {
    await activateLanguage('en');
    const english = i18n._(text);
    expect(english).toMatch(/^[A-Z]/);
    await activateLanguage('ar');
    const arabic = i18n._(text);
    expect(arabic).toMatch(ARABIC);
    expect(arabic).not.toBe(english);
  });
});
