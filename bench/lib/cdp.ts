/**
 * Chrome DevTools Protocol measurements of a page's main thread: the JS heap after a full
 * garbage collection, and a sampled CPU profile summarised by original source module (through
 * the build's source maps) and by function.
 */
import path from 'node:path';
import type { CDPSession, Page } from '@playwright/test';
import { SourceMap } from './sourceMap';

/**
 * What a thread holds, from `Runtime.getHeapUsage`: the JS heap in use and the backing stores
 * of its array buffers and external strings, which live outside that heap (a typed array's
 * bytes are not in `usedSize`); absent where the browser does not report them.
 */
function heldBytes(usage: { usedSize?: unknown; backingStorageSize?: unknown }): number {
  return Number(usage.usedSize ?? 0) + Number(usage.backingStorageSize ?? 0);
}

/** What the page's main thread holds after a full garbage collection (`heldBytes`). */
export async function heapAfterGc(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('HeapProfiler.enable');
    await cdp.send('HeapProfiler.collectGarbage');
    await cdp.send('HeapProfiler.collectGarbage');
    return heldBytes(await cdp.send('Runtime.getHeapUsage'));
  } finally {
    await cdp.detach();
  }
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}

interface Profile {
  nodes: ProfileNode[];
  samples?: number[];
  timeDeltas?: number[];
}

export interface ProfileSummary {
  totalMs: number;
  /** Self time per original module (or V8 category such as "(garbage collector)"). */
  modules: Array<{ name: string; ms: number }>;
  /** Self time per function, named by its minified name and original position. */
  functions: Array<{ name: string; ms: number }>;
}

export interface CpuProfiler {
  /** Stops sampling; summarising (source maps) is left to the caller so a next profile can start first. */
  stop(): Promise<() => ProfileSummary>;
}

/** Starts sampling the page's main thread every 200 µs. */
export async function startCpuProfile(page: Page, distDir: string): Promise<CpuProfiler> {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  return {
    async stop() {
      const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
      await cdp.detach();
      return () => summarise(profile, distDir);
    },
  };
}

/** `../../node_modules/react-dom/cjs/x.js` -> `react-dom`; `../../src/db/a.ts` -> `src/db/a.ts`. */
export function moduleName(source: string): string {
  const nm = source.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const rest = source.slice(nm + 'node_modules/'.length).split('/');
    return rest[0]?.startsWith('@') ? `${rest[0]}/${rest[1]}` : (rest[0] ?? source);
  }
  const src = source.indexOf('src/');
  return src >= 0 ? source.slice(src) : source;
}

function summarise(profile: Profile, distDir: string): ProfileSummary {
  const maps = new Map<string, SourceMap | null>();
  const mapFor = (url: string): SourceMap | null => {
    if (!maps.has(url)) {
      const pathname = URL.canParse(url) ? new URL(url).pathname : '';
      maps.set(url, pathname.endsWith('.js') ? SourceMap.read(path.join(distDir, `${pathname}.map`)) : null);
    }
    return maps.get(url) ?? null;
  };

  const selfMs = new Map<number, number>();
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  for (let i = 0; i < samples.length; i++) {
    // timeDeltas[i + 1] is how long sample i lasted.
    const us = deltas[i + 1] ?? 0;
    selfMs.set(samples[i]!, (selfMs.get(samples[i]!) ?? 0) + us / 1000);
  }

  const modules = new Map<string, number>();
  const functions = new Map<string, number>();
  let totalMs = 0;
  for (const node of profile.nodes) {
    const ms = selfMs.get(node.id) ?? 0;
    if (ms === 0) continue;
    totalMs += ms;
    const { functionName, url, lineNumber, columnNumber } = node.callFrame;
    let module: string;
    let where: string;
    if (url === '') {
      module = functionName.startsWith('(') ? functionName : '(native)';
      where = '';
    } else {
      const original = mapFor(url)?.lookup(lineNumber, columnNumber);
      module = original ? moduleName(original.source) : url;
      where = original ? `${moduleName(original.source)}:${original.line}` : `${url}:${lineNumber + 1}`;
    }
    modules.set(module, (modules.get(module) ?? 0) + ms);
    const fn = where ? `${functionName || '(anonymous)'} @ ${where}` : module === '(native)' ? functionName || '(native)' : module;
    functions.set(fn, (functions.get(fn) ?? 0) + ms);
  }
  const sorted = (m: Map<string, number>) =>
    [...m.entries()].map(([name, ms]) => ({ name, ms })).sort((a, b) => b.ms - a.ms);
  return { totalMs, modules: sorted(modules), functions: sorted(functions) };
}

/** Top entries of a summary as indented text lines, leaving out "(idle)". */
export function formatProfile(summary: ProfileSummary, top = 12): string {
  const busy = summary.modules.filter((m) => m.name !== '(idle)');
  const busyMs = busy.reduce((n, m) => n + m.ms, 0);
  const lines = [`  main thread busy ${Math.round(busyMs)} ms of ${Math.round(summary.totalMs)} ms sampled`, '  self time by module:'];
  for (const m of busy.slice(0, top)) lines.push(`    ${Math.round(m.ms).toString().padStart(6)} ms  ${m.name}`);
  lines.push('  self time by function:');
  for (const f of summary.functions.filter((x) => x.name !== '(idle)').slice(0, top)) {
    lines.push(`    ${Math.round(f.ms).toString().padStart(6)} ms  ${f.name}`);
  }
  return lines.join('\n');
}

/**
 * What each dedicated worker of the page whose URL contains `urlPart` holds after a full
 * garbage collection (`heldBytes`), by worker URL and target id (workers of the same script
 * apart). Through the page's own DevTools session: Playwright gives no session of a worker,
 * so each is reached with `Target.sendMessageToTarget`.
 */
export async function workerHeapsAfterGc(page: Page, urlPart: string): Promise<Map<string, number>> {
  const cdp = await page.context().newCDPSession(page);
  const heaps = new Map<string, number>();
  try {
    const { targetInfos } = await cdp.send('Target.getTargets');
    for (const target of targetInfos.filter((t) => t.type === 'worker' && t.url.includes(urlPart))) {
      const { sessionId } = await cdp.send('Target.attachToTarget', { targetId: target.targetId, flatten: false });
      let next = 1;
      const call = (method: string) =>
        new Promise<Record<string, unknown>>((resolve) => {
          const id = next++;
          const listener = (event: { sessionId?: string; message: string }) => {
            const reply = JSON.parse(event.message) as { id?: number; result?: Record<string, unknown> };
            if (event.sessionId === sessionId && reply.id === id) {
              cdp.off('Target.receivedMessageFromTarget', listener);
              resolve(reply.result ?? {});
            }
          };
          cdp.on('Target.receivedMessageFromTarget', listener);
          void cdp.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id, method }) });
        });
      await call('HeapProfiler.enable');
      await call('HeapProfiler.collectGarbage');
      await call('HeapProfiler.collectGarbage');
      const usage = await call('Runtime.getHeapUsage');
      heaps.set(`${target.url} ${target.targetId}`, heldBytes(usage));
      await cdp.send('Target.detachFromTarget', { sessionId });
    }
  } finally {
    await cdp.detach();
  }
  return heaps;
}
