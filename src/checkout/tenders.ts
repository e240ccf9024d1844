/**
 * The ways a sale can be paid (assumed-contracts 10): the two every till has, "Cash" and
 * "Card", and the tenders a manager adds ("KNET", "Talabat", "Voucher"), each with a code that
 * names it on every upload, a name that prints, and a kind that says how it behaves: a tender
 * of kind cash lands in the drawer and may give change; card and other pay exactly what they
 * are charged. A payment keeps its tender's name and kind, so a tender removed later still
 * reads and counts as it did on the documents that used it.
 */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { Translate } from '../core/names';

export type TenderKind = 'cash' | 'card' | 'other';
export const TENDER_KINDS: readonly TenderKind[] = ['cash', 'card', 'other'];

/** A tender a manager added. `code` is what uploads carry as `payments[].method`. */
export interface TenderDef {
  code: string;
  name: string;
  kind: TenderKind;
}

/** `"cash"`, `"card"`, or the code of a tender a manager added. */
export type PaymentMethod = string;

export const BUILT_IN_METHODS = ['cash', 'card'] as const;

export const METHOD_LABEL: Record<(typeof BUILT_IN_METHODS)[number], MessageDescriptor> = { cash: msg`Cash`, card: msg`Card` };

/** What a payment (of a sale or a refund) says of its tender. */
export interface MethodOf {
  method: PaymentMethod;
  /** The tender's name when it is not cash or card; absent on cash and card. */
  method_name?: string;
  /** Absent on cash and card, whose kind is their method. */
  kind?: TenderKind;
}

const isBuiltIn = (method: string): method is (typeof BUILT_IN_METHODS)[number] => (BUILT_IN_METHODS as readonly string[]).includes(method);

/**
 * How a payment behaves in the drawer: its recorded kind, else (cash and card, and payments
 * stored before tenders existed) its method. An unknown method with no kind counts as other,
 * never as cash: the drawer is never told to hold money nobody saw.
 */
export function kindOf(payment: MethodOf): TenderKind {
  if (payment.kind) return payment.kind;
  return payment.method === 'cash' ? 'cash' : payment.method === 'card' ? 'card' : 'other';
}

/** Whether a payment is money in the drawer (taken or given back): every tender of kind cash, not only "Cash". */
export function isCash(payment: MethodOf): boolean {
  return kindOf(payment) === 'cash';
}

/** Whether a sale or refund opens the drawer: some of it was paid or given back by a tender of kind cash. */
export function movesCash(payments: readonly MethodOf[]): boolean {
  return payments.some(isCash);
}

/** The words a payment prints under: "Cash" and "Card" in the terminal's language, a tender's own name. */
export function methodLabel(payment: MethodOf, t: Translate): string {
  if (isBuiltIn(payment.method)) return t(METHOD_LABEL[payment.method]);
  return payment.method_name?.trim() || payment.method;
}

/** The words of `method` as `payments` (a sale's) recorded it. */
export function methodLabelIn(payments: readonly MethodOf[], method: PaymentMethod, t: Translate): string {
  return methodLabel(payments.find((p) => p.method === method) ?? { method }, t);
}

/** The fields a payment made with `tender` carries: none for cash and card, the name and kind for an added tender. */
export function methodFields(tender: TenderDef | undefined): MethodOf {
  if (!tender || isBuiltIn(tender.code)) return { method: tender?.code ?? 'cash' };
  return { method: tender.code, method_name: tender.name, kind: tender.kind };
}

export const TENDER_CODE = /^[a-z0-9][a-z0-9_-]{0,31}$/;

export type TenderRefusal =
  | { ok: false; reason: 'name-missing' }
  | { ok: false; reason: 'code-invalid' }
  /** "cash" and "card" are the till's own. */
  | { ok: false; reason: 'code-reserved' }
  | { ok: false; reason: 'code-taken'; name: string }
  | { ok: false; reason: 'name-taken' };

/** The code a name suggests: "Talabat Pay" -> "talabat-pay". */
export function codeOfName(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 32);
}

/**
 * A tender as the manager typed it, checked against those already there: a name, a code of
 * lowercase letters, digits, `-` and `_` (at most 32) that is neither "cash" nor "card" nor
 * another tender's, and a name no other tender has (a cashier tells them apart by name).
 */
export function checkTender(typed: TenderDef, existing: readonly TenderDef[]): { ok: true; tender: TenderDef } | TenderRefusal {
  const name = typed.name.trim();
  const code = typed.code.trim().toLowerCase();
  if (name === '') return { ok: false, reason: 'name-missing' };
  if (!TENDER_CODE.test(code)) return { ok: false, reason: 'code-invalid' };
  if (isBuiltIn(code)) return { ok: false, reason: 'code-reserved' };
  const sameCode = existing.find((t) => t.code === code);
  if (sameCode) return { ok: false, reason: 'code-taken', name: sameCode.name };
  const lower = name.toLocaleLowerCase();
  if (['cash', 'card'].includes(lower) || existing.some((t) => t.name.trim().toLocaleLowerCase() === lower)) return { ok: false, reason: 'name-taken' };
  return { ok: true, tender: { code, name, kind: typed.kind } };
}
