/**
 * Measures a full sync of a 50,000-product tenant from the emulator (its own process) over
 * loopback HTTP into fake-indexeddb at several page sizes. Run: `npx tsx bench/sync/pageSize.ts [rounds]`.
 *
 * Reports per page size the median wall time of the whole sync and the longest stall of the
 * event loop (the longest main-thread task the sync would cause when it runs in the page
 * instead of the worker). Sizes are interleaved per round so machine noise spreads evenly.
 */
import 'fake-indexeddb/auto';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { spawn } from 'node:child_process';
import { once as onceEvent } from 'node:events';
import { PosDb } from '../../src/db/schema';
import { createApiClient } from '../../src/sync/api/client';
import { runFullSync } from '../../src/sync/fullSync';

const SIZES = [200, 500, 1000, 2000, 5000];
const rounds = Number(process.argv[2] ?? 3);

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function once(url: string, pageSize: number): Promise<{ ms: number; stallMs: number; products: number }> {
  const db = new PosDb({ name: `measure-${pageSize}`, indexedDB: new IDBFactory(), IDBKeyRange });
  const api = createApiClient({ baseUrl: url, apiKey: 'demo-key', timeoutMs: 60_000 });
  const lag = monitorEventLoopDelay({ resolution: 5 });
  lag.enable();
  const start = performance.now();
  const outcome = await runFullSync(db, { api, pageSize });
  const ms = performance.now() - start;
  lag.disable();
  db.close();
  if (!outcome.ok) throw new Error(`sync failed: ${outcome.error.message}`);
  return { ms, stallMs: lag.max / 1e6, products: outcome.report.counts.products };
}

/** The emulator in its own process, so its work does not count as the client's stalls. */
async function startEmulatorProcess() {
  const child = spawn(process.execPath, ['--import', 'tsx', 'emulator/main.ts', '--port', '0', '--products', '50000', '--seed', '7'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.setEncoding('utf8');
  while (!/listening on (\S+)/.test(output)) {
    const [chunk] = (await onceEvent(child.stdout, 'data')) as [string];
    output += chunk;
  }
  const url = /listening on (\S+)/.exec(output)![1]!;
  return { url, close: () => child.kill('SIGTERM') };
}

const emulator = await startEmulatorProcess();
try {
  await once(emulator.url, 1000); // warm-up: JIT and the emulator's row JSON cache
  const results = new Map<number, { ms: number[]; stall: number[]; products: number }>();
  for (let round = 0; round < rounds; round++) {
    for (const size of round % 2 === 0 ? SIZES : [...SIZES].reverse()) {
      const r = await once(emulator.url, size);
      const entry = results.get(size) ?? { ms: [], stall: [], products: r.products };
      entry.ms.push(r.ms);
      entry.stall.push(r.stallMs);
      results.set(size, entry);
    }
  }
  console.log(`page size | median sync ms | longest stall ms (median) | products | rounds=${rounds}`);
  for (const size of SIZES) {
    const e = results.get(size)!;
    console.log(`${String(size).padStart(9)} | ${String(Math.round(median(e.ms))).padStart(14)} | ${String(Math.round(median(e.stall))).padStart(25)} | ${e.products}`);
  }
} finally {
  emulator.close();
}
