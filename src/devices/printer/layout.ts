/**
 * A print document laid out on a roll: each line either as text the printer's code page
 * prints (padded and wrapped to the roll's columns) or, when the code page cannot shape it
 * (Arabic, or any letter outside it), as a line to draw and print as an image (raster.ts).
 * Pure: no canvas, no printer.
 */
import type { Align, PrintDocument, PrintLine } from './document';
import { isolateLtr } from '../../core/bidi';

export type PhysicalAlign = 'left' | 'center' | 'right';

export type LaidLine =
  | { kind: 'text'; text: string; align: PhysicalAlign; bold: boolean; large: boolean }
  | { kind: 'raster'; line: RasterLine }
  /** Drawn by the printer from its data, whatever the language around it. */
  | { kind: 'barcode'; data: string }
  | { kind: 'qr'; data: string };

/** A line drawn as an image: `start` at the reading start, `end` (a value) at the reading end. */
export interface RasterLine {
  start: string;
  end: string;
  align: Align;
  direction: 'ltr' | 'rtl';
  bold: boolean;
  large: boolean;
}

/**
 * Whether the printer's own code page prints `text` as it reads: printable ASCII and the
 * Latin-1 letters every ESC/POS code page table the encoder picks from holds (CP858/CP1252).
 * Anything else (Arabic, which also needs its letters joined and set right to left, Greek,
 * Cyrillic, CJK, emoji) is drawn.
 */
export function fitsCodePage(text: string): boolean {
  return /^[\x20-\x7E\u00A0-\u00FF]*$/.test(text);
}

function physical(align: Align, direction: 'ltr' | 'rtl'): PhysicalAlign {
  if (align === 'center') return 'center';
  return (align === 'start') === (direction === 'ltr') ? 'left' : 'right';
}

/** Words wrapped to `width` characters, each line keeping the text's indent; a word longer than a line is cut. */
export function wrap(text: string, width: number): string[] {
  const indent = /^ */.exec(text)?.[0] ?? '';
  if (indent !== '' && indent.length < width) return wrapWords(text.slice(indent.length), width - indent.length).map((l) => indent + l);
  return wrapWords(text, width);
}

function wrapWords(text: string, width: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/).filter((w) => w !== '')) {
    let rest = word;
    while (rest.length > width) {
      if (current !== '') lines.push(current);
      lines.push(rest.slice(0, width));
      rest = rest.slice(width);
      current = '';
    }
    if (current === '') current = rest;
    else if (current.length + 1 + rest.length <= width) current = `${current} ${rest}`;
    else {
      lines.push(current);
      current = rest;
    }
  }
  if (current !== '' || lines.length === 0) lines.push(current);
  return lines;
}

/** `label      value` across `width`; a label too long wraps and the value ends its last line. */
export function pairText(label: string, value: string, width: number): string[] {
  const room = width - value.length - 1;
  const labels = room > 0 ? wrap(label, room) : [...wrap(label, width), ''];
  const last = labels.pop() ?? '';
  return [...labels, last + ' '.repeat(Math.max(1, width - last.length - value.length)) + value];
}

/**
 * Words drawn in `direction`: right to left, a phone, ticket number or amount inside them is
 * isolated as left to right (the canvas applies the bidi isolates as the screen does), so it
 * prints "+965 2222 1100", never "1100 2222 965+".
 */
const drawn = (text: string, direction: 'ltr' | 'rtl') => (direction === 'rtl' ? isolateLtr(text) : text);

function layLine(line: PrintLine, columns: number, direction: 'ltr' | 'rtl'): LaidLine[] {
  if (line.kind === 'rule') return [{ kind: 'text', text: '-'.repeat(columns), align: 'left', bold: false, large: false }];
  if (line.kind === 'barcode' || line.kind === 'qr') return [line];
  const bold = line.bold ?? false;
  const large = line.large ?? false;
  // Double-width letters: half as many fit across.
  const width = large ? Math.floor(columns / 2) : columns;
  if (line.kind === 'text') {
    const align = line.align ?? 'start';
    if (!fitsCodePage(line.text)) return [{ kind: 'raster', line: { start: drawn(line.text, direction), end: '', align, direction, bold, large } }];
    return wrap(line.text, width).map((text) => ({ kind: 'text', text, align: physical(align, direction), bold, large }));
  }
  if (!fitsCodePage(line.label) || !fitsCodePage(line.value) || direction === 'rtl') {
    // A right-to-left pair keeps its label on the right even in code-page letters: drawn.
    return [{ kind: 'raster', line: { start: drawn(line.label, direction), end: line.value, align: 'start', direction, bold, large } }];
  }
  return pairText(line.label, line.value, width).map((text) => ({ kind: 'text', text, align: 'left', bold, large }));
}

/** The document's lines on a roll of `columns` characters. */
export function layOut(doc: PrintDocument, columns: number): LaidLine[] {
  return doc.lines.flatMap((line) => layLine(line, columns, doc.direction));
}
