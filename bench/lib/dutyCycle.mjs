/*
 * The duty cycle of `--device=tablet` (device.ts), on a thread of its own: every `period` ms it
 * lets each Chromium renderer process descended from `owner` run for period / rate ms
 * (SIGCONT) and stops it for the rest (SIGSTOP), until the shared flag drops to 0; then it
 * lets them all run. Atomics.wait sleeps to the millisecond without an event loop. The
 * renderers are looked up again every 20 periods, so one a navigation or a new browser
 * starts is slowed too. Plain JavaScript: it runs in a worker thread without the runner's
 * TypeScript loader.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { isMainThread, parentPort, workerData } from 'node:worker_threads';

/** Pids of the Chromium renderer processes descended from `owner`. */
export function rendererPids(owner) {
  const parent = new Map();
  const renderers = [];
  for (const name of readdirSync('/proc')) {
    const pid = Number(name);
    if (!Number.isInteger(pid)) continue;
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      parent.set(pid, Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
      if (readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('--type=renderer')) renderers.push(pid);
    } catch {
      // The process ended while it was read.
    }
  }
  const ours = (pid) => {
    for (let p = parent.get(pid), hops = 0; p !== undefined && hops < 12; p = parent.get(p), hops++) {
      if (p === owner) return true;
    }
    return false;
  };
  return renderers.filter(ours);
}

export function signal(pids, name) {
  for (const pid of pids) {
    try {
      process.kill(pid, name);
    } catch {
      // Already gone.
    }
  }
}

if (!isMainThread && workerData?.dutyCycle) {
  const { state, rate, period, owner } = workerData;
  const flag = new Int32Array(state);
  const sleep = (ms) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
  const run = period / rate;
  let pids = rendererPids(owner);
  parentPort.postMessage({ running: pids.length });
  for (let n = 0; Atomics.load(flag, 0) === 1; n++) {
    if (n % 20 === 0) pids = rendererPids(owner);
    signal(pids, 'SIGCONT');
    sleep(run);
    if (Atomics.load(flag, 0) !== 1) break;
    signal(pids, 'SIGSTOP');
    sleep(period - run);
  }
  signal(rendererPids(owner), 'SIGCONT');
  parentPort.postMessage({ stopped: true });
}
