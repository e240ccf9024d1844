/**
 * The file of "Export unsent" and "Import unsent": every document of a terminal the server has
 * not acknowledged (src/db/unsent.ts), the server it belongs to and the terminal that made it,
 * sealed with the SHA-256 of its content. A file that does not read back whole and unchanged,
 * or that belongs to another server, is refused with a message of the catalog before anything
 * is written: an edited amount must never reach the server as a sale.
 *
 * The text is `{"sha256": "<hex>", "content": {...}}`; the hash is of `content` as
 * `JSON.stringify` writes it, which parsing and writing again gives back byte for byte.
 */
import * as v from 'valibot';
import { msg } from '@lingui/core/macro';
import type { Message } from '../../core/names';
import type { UnsentDocument } from '../../db/unsent';
import { TENDER_CODE, TENDER_KINDS } from '../../checkout/tenders';

export const UNSENT_FORMAT = 'pos-unsent';
export const UNSENT_VERSION = 1;

export interface UnsentContent {
  format: typeof UNSENT_FORMAT;
  version: typeof UNSENT_VERSION;
  /** The server the documents are for: the exporting terminal's `serverUrl`. */
  server: string;
  /** The exporting terminal's id (its tickets' prefix). */
  terminal_id: string;
  exported_at: string;
  documents: UnsentDocument[];
}

export type ReadOutcome =
  | { ok: true; content: UnsentContent }
  | { ok: false; message: Message };

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The file's text for `content`. */
export async function unsentFileText(content: UnsentContent): Promise<string> {
  const body = JSON.stringify(content);
  return `{"sha256":"${await sha256(body)}","content":${body}}`;
}

/** The file's name: the terminal and the time, so two exports never overwrite each other. */
export function unsentFileName(content: UnsentContent): string {
  const stamp = content.exported_at.replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z');
  return `unsent-${content.terminal_id.slice(0, 8)}-${stamp}.json`;
}

const text = v.pipe(v.string(), v.minLength(1));
const minor = v.pipe(v.number(), v.safeInteger());
const digits = v.picklist([0, 1, 2, 3]);
const notAcknowledged = v.picklist(['unpaid', 'waiting', 'rejected']);
/** "cash", "card" or a tender's code (assumed-contracts 10), with the tender's name and kind beside a code. */
const method = {
  method: v.pipe(v.string(), v.regex(TENDER_CODE)),
  method_name: v.optional(v.string()),
  kind: v.optional(v.picklist(TENDER_KINDS)),
};
const payment = v.looseObject({ ...method, amount: minor });

/** The fields every document needs to be sent and counted; the rest travels as it was stored. */
const Sale = v.looseObject({
  client_order_id: text,
  ticket_no: text,
  ticket_seq: v.number(),
  created_at: text,
  location_id: v.number(),
  brand_id: v.number(),
  lines: v.pipe(v.array(v.looseObject({ product_id: v.number(), quantity: v.number(), total: minor })), v.minLength(1)),
  totals: v.looseObject({ subtotal: minor, discount_total: minor, total: minor }),
  payments: v.array(v.looseObject({ ...method, amount: minor, tendered: minor, change: minor, tip: v.optional(minor) })),
  tip: v.optional(minor),
  guests: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  digits,
  upload: notAcknowledged,
});
const Refund = v.looseObject({
  client_order_id: text,
  refund_of: text,
  ticket_no: text,
  ticket_seq: v.number(),
  created_at: text,
  location_id: v.number(),
  brand_id: v.number(),
  reason: v.string(),
  lines: v.pipe(v.array(v.looseObject({ of_line: v.number(), product_id: v.number(), quantity: v.number(), amount: minor })), v.minLength(1)),
  total: minor,
  payments: v.array(payment),
  digits,
  upload: v.picklist(['waiting', 'rejected']),
});
const Shift = v.looseObject({
  shift_id: text,
  cashier_name: v.string(),
  opened_at: text,
  status: v.literal('closed'),
  terminal_id: text,
  location_id: v.number(),
  digits,
  z_report: v.looseObject({ kind: v.literal('Z'), shift_id: text, closed_at: text, counted_cash: minor, expected_cash: minor, over_short: minor }),
  upload: v.picklist(['waiting', 'rejected']),
});
/** A cleared order's void (what the kitchen made for nothing) and a sold-out mark still to send. */
const Void = v.looseObject({
  kind: v.literal('void'),
  client_order_id: text,
  created_at: text,
  location_id: v.number(),
  brand_id: v.number(),
  lines: v.array(v.looseObject({ product_id: v.number(), quantity: v.number() })),
  void_total: minor,
  digits,
  upload: v.picklist(['waiting', 'rejected']),
});
const Mark = v.looseObject({ id: text, product_id: v.number(), sold_out: v.boolean(), marked_at: text, upload: v.literal('waiting') });
const Document = v.variant('kind', [
  v.object({ kind: v.literal('sale'), order: Sale }),
  v.object({ kind: v.literal('refund'), refund: Refund }),
  v.object({ kind: v.literal('shift'), shift: Shift }),
  v.object({ kind: v.literal('void'), voided: Void }),
  v.object({ kind: v.literal('availability'), change: Mark }),
]);
const Content = v.object({
  format: v.literal(UNSENT_FORMAT),
  version: v.literal(UNSENT_VERSION),
  server: text,
  terminal_id: text,
  exported_at: text,
  documents: v.array(Document),
});
const File = v.object({ sha256: v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/)), content: v.unknown() });

const DAMAGED = msg`This file is not an export of unsent sales, or it is damaged: nothing was imported.`;

/**
 * The content of an export, checked: read whole, its SHA-256 matching, every document in
 * shape, and made for `server` (this terminal's). Otherwise why not, and nothing is to be written.
 */
export async function readUnsentFile(fileText: string, server: string | null): Promise<ReadOutcome> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(fileText);
  } catch {
    return { ok: false, message: DAMAGED };
  }
  const file = v.safeParse(File, parsed);
  if (!file.success) return { ok: false, message: DAMAGED };
  if ((await sha256(JSON.stringify(file.output.content))) !== file.output.sha256) {
    return { ok: false, message: msg`This file was changed after it was exported (its SHA-256 does not match): nothing was imported.` };
  }
  const content = v.safeParse(Content, file.output.content);
  if (!content.success) return { ok: false, message: DAMAGED };
  if (content.output.server !== server) {
    return {
      ok: false,
      message: msg`This file is for the server ${{ file: content.output.server }}; this terminal sends to ${{ here: server ?? '' }}. Import it on a terminal of that server: nothing was imported.`,
    };
  }
  return { ok: true, content: content.output as unknown as UnsentContent };
}
