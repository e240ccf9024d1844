/**
 * What a long main-thread task is made of: a Chromium trace of one page load (CDP `Tracing`),
 * read back as the renderer main thread's tasks over a threshold, each with the events it
 * ran, longest first (script evaluation and its URL, module compilation, function calls,
 * timers, animation frames, IndexedDB callbacks, style and layout). For `--trace` in the
 * benchmarks; a measurement aid, not a test.
 */
import type { CDPSession, Page } from '@playwright/test';

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { url?: string; functionName?: string; type?: string; frame?: string } };
}

export interface TracedTask {
  /** Milliseconds since the navigation's first event. */
  start: number;
  duration: number;
  /** The task's longest events one level down, "name (detail) ms". */
  parts: string[];
}

export interface Tracer {
  /** Ends the trace; the renderer main thread's tasks of at least `thresholdMs`. */
  stop(thresholdMs?: number): Promise<TracedTask[]>;
}

const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'toplevel'].join(',');
/** Events that say what a task did, one level below it. */
const PARTS = new Set([
  'EvaluateScript', 'v8.compileModule', 'v8.evaluateModule', 'FunctionCall', 'TimerFire', 'FireAnimationFrame',
  'ParseHTML', 'UpdateLayoutTree', 'Layout', 'Paint', 'EventDispatch', 'RunMicrotasks', 'v8.compile', 'MajorGC', 'MinorGC',
  'ScheduleStyleRecalculation', 'PrePaint', 'Commit', 'HitTest',
]);

function detail(e: TraceEvent): string {
  const data = e.args?.data;
  const where = data?.url ? data.url.replace(/^.*\/assets\//, '') : '';
  return [data?.functionName, data?.type, where].filter(Boolean).join(' ');
}

export async function startTrace(page: Page): Promise<Tracer> {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (message) => {
    events.push(...(message.value as unknown as TraceEvent[]));
  });
  await cdp.send('Tracing.start', { categories: CATEGORIES, transferMode: 'ReportEvents' });
  return {
    async stop(thresholdMs = 50) {
      const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
      await cdp.send('Tracing.end');
      await complete;
      await cdp.detach();
      const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && events.some((t) => t.pid === e.pid && t.name === 'ParseHTML'));
      if (!main) return [];
      const thread = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.dur !== undefined);
      const origin = Math.min(...thread.filter((e) => e.name === 'ParseHTML').map((e) => e.ts));
      const tasks = thread.filter((e) => e.name === 'RunTask' && e.dur! >= thresholdMs * 1000);
      return tasks.map((task) => {
        const end = task.ts + task.dur!;
        const inside = thread.filter((e) => e !== task && PARTS.has(e.name) && e.ts >= task.ts && e.ts + e.dur! <= end);
        // One level down: drop events nested in another listed event.
        const top = inside.filter((e) => !inside.some((o) => o !== e && o.ts <= e.ts && o.ts + o.dur! >= e.ts + e.dur! && o.dur! > e.dur!));
        const parts = top
          .sort((a, b) => b.dur! - a.dur!)
          .slice(0, 8)
          .map((e) => `${e.name}${detail(e) ? ` (${detail(e)})` : ''} ${(e.dur! / 1000).toFixed(0)} ms`);
        return { start: (task.ts - origin) / 1000, duration: task.dur! / 1000, parts };
      });
    },
  };
}

export function formatTasks(tasks: readonly TracedTask[]): string {
  if (tasks.length === 0) return '  (no task over the threshold)';
  return tasks.map((t) => `  ${Math.round(t.start)}+${Math.round(t.duration)} ms: ${t.parts.join('; ') || '(nothing listed)'}`).join('\n');
}
