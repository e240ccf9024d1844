/**
 * The file of "Export unsent" and "Import unsent": every document of a terminal the server has
 * not acknowledged (src/db/unsent.ts), the server and branch it belongs to and the terminal that
 * made it, signed with the branch's `terminal_secret` given at enrolment (assumed-contracts 17,
 * the same on every terminal of the branch). A file that is not signed, whose signature does
 * not match (an edit, even with a recomputed hash), or that belongs to another server or
 * branch, is refused with a message of the catalog before anything is written: an edited
 * amount must never reach the server as a sale, nor a branch's sales another branch's till.
 *
 * The text is `{"hmac_sha256": "<hex>", "content": {...}}`; the HMAC-SHA-256 (WebCrypto) is of
 * `content` as `JSON.stringify` writes it, which parsing and writing again gives back byte for
 * byte. A terminal connected with a bare API key holds no secret: it neither writes nor reads
 * such files.
 */
import * as v from 'valibot';
import { msg } from '@lingui/core/macro';
import type { Message } from '../core/names';
import { branchOf, type UnsentDocument } from '../db/unsent';
import { TENDER_CODE, TENDER_KINDS } from '../checkout/tenders';

export const UNSENT_FORMAT = 'pos-unsent';
/** 2: signed with the branch secret and naming the branch (1 was sealed by a bare SHA-256, which anyone can recompute). */
export const UNSENT_VERSION = 2;

export interface UnsentContent {
  format: typeof UNSENT_FORMAT;
  version: typeof UNSENT_VERSION;
  /** The server the documents are for: the exporting terminal's `serverUrl`. */
  server: string;
  /** The branch the documents were made at: the exporting terminal's enrolment. */
  location_id: number;
  /** The exporting terminal's id (its tickets' prefix). */
  terminal_id: string;
  exported_at: string;
  documents: UnsentDocument[];
}

export type ReadOutcome =
  | { ok: true; content: UnsentContent }
  | { ok: false; message: Message };

/** The branch secret (base64) as a WebCrypto HMAC-SHA-256 key that can only sign and verify. */
function hmacKey(secret: string): Promise<CryptoKey> {
  const raw = Uint8Array.from(atob(secret), (c) => c.charCodeAt(0));
  return crypto.subtle.importKey('raw', raw, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
}

const hex = (bytes: ArrayBuffer) => Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, '0')).join('');
const fromHex = (text: string) => Uint8Array.from(text.match(/../g) ?? [], (h) => Number.parseInt(h, 16));

/** The file's text for `content`, signed with the branch `secret` (base64). */
export async function unsentFileText(content: UnsentContent, secret: string): Promise<string> {
  const body = JSON.stringify(content);
  const signature = await crypto.subtle.sign('HMAC', await hmacKey(secret), new TextEncoder().encode(body));
  return `{"hmac_sha256":"${hex(signature)}","content":${body}}`;
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
  location_id: v.number(),
  terminal_id: text,
  exported_at: text,
  documents: v.array(Document),
});
const File = v.object({ hmac_sha256: v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/)), content: v.unknown() });
/** An export of before signing (version 1): sealed by a hash anyone can recompute. */
const Unsigned = v.object({ sha256: v.string(), content: v.unknown() });

const DAMAGED = msg`This file is not an export of unsent sales, or it is damaged: nothing was imported.`;

/** What the importing terminal checks a file against: its server and its enrolment. */
interface Importer {
  server: string | null;
  /** The branch and its secret, from enrolment; null for a terminal connected with a bare key. */
  enrolment: { location_id: number; secret: string } | null;
}

/**
 * The content of an export, checked: read whole, signed with this terminal's branch secret,
 * every document in shape, made for `server` (this terminal's) and for this terminal's branch.
 * Otherwise why not, and nothing is to be written.
 */
export async function readUnsentFile(fileText: string, { server, enrolment }: Importer): Promise<ReadOutcome> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(fileText);
  } catch {
    return { ok: false, message: DAMAGED };
  }
  const file = v.safeParse(File, parsed);
  if (!file.success) {
    if (v.is(Unsigned, parsed)) return { ok: false, message: msg`This file is not signed: it could have been changed after it was exported. Nothing was imported.` };
    return { ok: false, message: DAMAGED };
  }
  if (enrolment === null) {
    return { ok: false, message: msg`This terminal was connected with an API key, not an enrolment code: it holds no secret to check the file with. Nothing was imported.` };
  }
  const body = new TextEncoder().encode(JSON.stringify(file.output.content));
  if (!(await crypto.subtle.verify('HMAC', await hmacKey(enrolment.secret), fromHex(file.output.hmac_sha256), body))) {
    return { ok: false, message: msg`This file was changed after it was exported, or was signed at another branch (its signature does not match): nothing was imported.` };
  }
  const content = v.safeParse(Content, file.output.content);
  if (!content.success) return { ok: false, message: DAMAGED };
  if (content.output.server !== server) {
    return {
      ok: false,
      message: msg`This file is for the server ${{ file: content.output.server }}; this terminal sends to ${{ here: server ?? '' }}. Import it on a terminal of that server: nothing was imported.`,
    };
  }
  const documents = content.output.documents as unknown as UnsentDocument[];
  if (content.output.location_id !== enrolment.location_id || documents.some((d) => branchOf(d).some((id) => id !== enrolment.location_id))) {
    return { ok: false, message: msg`This file holds documents of another branch than this terminal's: import it on a terminal of that branch. Nothing was imported.` };
  }
  return { ok: true, content: content.output as unknown as UnsentContent };
}
