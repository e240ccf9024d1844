/**
 * What a printer prints, before any printer language: lines of text, label-and-amount pairs,
 * rules and the codes the printer draws itself (a Code 128 barcode, a QR code), in the reading direction of the language they were written in. A print job
 * stores this (src/db/printJobs.ts), so a job reprinted after a reload or on another roll
 * width prints the same words; the bytes are made only when it prints (encode.ts).
 */

export type Align = 'start' | 'center' | 'end';

export type PrintLine =
  | { kind: 'text'; text: string; align?: Align; bold?: boolean; large?: boolean }
  /** A label at the line's start and its value (an amount, a ticket number) at its end. */
  | { kind: 'pair'; label: string; value: string; bold?: boolean; large?: boolean }
  | { kind: 'rule' }
  /** A Code 128 barcode of `data` (a ticket number), centred; the printer draws it. */
  | { kind: 'barcode'; data: string }
  /** A QR code holding `data` (the tax invoice's base64 text), centred; the printer draws it. */
  | { kind: 'qr'; data: string };

export interface PrintDocument {
  /** The reading direction of the document's language: `rtl` for Arabic. */
  direction: 'ltr' | 'rtl';
  lines: PrintLine[];
  /** Cut the paper after the last line. */
  cut: boolean;
  /** Kick the cash drawer on the printer's port before the first line. */
  drawer: boolean;
}

export type PaperWidth = 58 | 80;

/** Characters of the printer's normal font across the roll, and the dots of its print head. */
export const PAPER: Record<PaperWidth, { columns: number; dots: number }> = {
  58: { columns: 32, dots: 384 },
  80: { columns: 48, dots: 576 },
};
