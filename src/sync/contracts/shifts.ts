/**
 * Assumed contract 9: `POST /api/v2/shifts`, a closed shift's summary (shiftBody.ts, from its
 * frozen Z report) under `Idempotency-Key: <shift_id>`, uploaded once through the outbox. The
 * answer is `{status:true, message:"Shift synced", data:{shift_id}}` (201, or 200 for a key
 * seen before); what any other answer means for the queue is upload.ts's.
 */
import * as v from 'valibot';
import type { ZReport } from '../../day/shiftReport';
import type { ApiClient } from '../api/client';
import { reasonOf } from '../decode/rows';
import { shiftBody, type ShiftTerminal } from './shiftBody';
import { outcomeOfError, type UploadOutcome } from './upload';

export const SHIFTS_PATH = '/api/v2/shifts';

const answerSchema = v.object({
  data: v.object({ shift_id: v.pipe(v.string(), v.trim(), v.nonEmpty()) }),
});

/** Decodes a 2xx answer; one that names no shift, or another shift, is retried. */
export function decodeShiftAnswer(body: unknown, shiftId: string): UploadOutcome {
  const parsed = v.safeParse(answerSchema, body, { abortEarly: true });
  if (!parsed.success) return { kind: 'retry', reason: `Unexpected answer from ${SHIFTS_PATH}: ${reasonOf(parsed.issues)}`, reached: true };
  if (parsed.output.data.shift_id !== shiftId) {
    return { kind: 'retry', reason: `Unexpected answer from ${SHIFTS_PATH}: it names another shift.`, reached: true };
  }
  return { kind: 'accepted', invoice_id: shiftId };
}

export async function uploadShift(api: ApiClient, report: ZReport, terminal: ShiftTerminal, signal?: AbortSignal): Promise<UploadOutcome> {
  const res = await api.post(SHIFTS_PATH, {
    body: shiftBody(report, terminal),
    headers: { 'Idempotency-Key': report.shift_id },
    signal,
  });
  return res.ok ? decodeShiftAnswer(res.value.body, report.shift_id) : outcomeOfError(res.error);
}
