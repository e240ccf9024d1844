/**
 * The scale set up in Settings "Scale", over Web Serial: found among the ports the browser
 * allowed, opened at its baud rate for one reading, and closed again (a continuous scale's
 * frames are not left to pile up between reads).
 */
import type { ScaleRead } from '../../core/scale';
import { findPort } from '../printer/webserial';
import type { ScaleSetting } from '../settings';
import { readWeight } from './reader';

/** How long a reading waits for a stable weight. */
const READ_MS = 3000;

export async function readScale(setting: ScaleSetting): Promise<ScaleRead> {
  const port = await findPort(setting.device);
  if (!port) return { ok: false, reason: 'not-connected' };
  try {
    if (!port.readable) await port.open({ baudRate: setting.baudRate });
  } catch {
    return { ok: false, reason: 'not-connected' };
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<void>((resolve) => (timer = setTimeout(resolve, READ_MS)));
  try {
    return await readWeight(port, setting.protocol, deadline);
  } finally {
    clearTimeout(timer);
    await port.close().catch(() => undefined);
  }
}
