/**
 * Reads one weight from a scale's serial line: the frames that come (continuous) or answer the
 * till's request (`S` + CR LF, request and answer), read through `parse.ts`, until a stable
 * weight above zero, the deadline, or enough readings to say why there is none. The port is
 * any object with Web Serial's streams, so tests hand it a fake; it is opened and closed by the
 * caller. Nothing is kept between reads: a reading is never a stale one.
 */
import type { ScaleRead, ScaleRefusal } from '../../core/scale';
import type { ScaleProtocol } from '../settings';
import { readFrames, stableWeight, type ScaleReading } from './parse';

export interface ScaleLine {
  readable: ReadableStream<Uint8Array> | null;
  writable: WritableStream<Uint8Array> | null;
}

/** SICS "send stable weight". */
const REQUEST = new TextEncoder().encode('S\r\n');
/** A scale that sends this many readings without a stable weight is read as it last said. */
export const MAX_READINGS = 40;

/** Why the last reading is not a weight to take; `no-answer` when nothing was read. */
export function refusalOf(last: ScaleReading | null): ScaleRefusal {
  if (last === null) return 'no-answer';
  if (last.kind !== 'weight') return last.kind;
  return last.stable ? 'empty' : 'unstable';
}

async function ask(line: ScaleLine): Promise<void> {
  const writer = line.writable?.getWriter();
  if (!writer) return;
  try {
    await writer.write(REQUEST);
  } finally {
    writer.releaseLock();
  }
}

/** One weight from `line`; `deadline` settles when the reading should give up. */
export async function readWeight(line: ScaleLine, protocol: ScaleProtocol, deadline: Promise<void>): Promise<ScaleRead> {
  const readable = line.readable;
  if (!readable) return { ok: false, reason: 'not-connected' };
  const reader = readable.getReader();
  const decoder = new TextDecoder();
  const timedOut = deadline.then(() => 'timeout' as const);
  let buffer = '';
  let last: ScaleReading | null = null;
  let count = 0;
  try {
    if (protocol === 'request') await ask(line);
    while (count < MAX_READINGS) {
      const next = await Promise.race([reader.read(), timedOut]);
      if (next === 'timeout' || next.done) break;
      const { readings, rest } = readFrames(buffer + decoder.decode(next.value, { stream: true }));
      buffer = rest;
      for (const reading of readings) {
        last = reading;
        count += 1;
        const grams = stableWeight([reading]);
        if (grams !== null) return { ok: true, grams };
      }
      // Still moving, or beyond its range: a request-and-answer scale is asked again.
      if (protocol === 'request' && readings.length > 0) await ask(line);
    }
  } finally {
    await reader.cancel().catch(() => undefined);
    reader.releaseLock();
  }
  return { ok: false, reason: refusalOf(last) };
}
