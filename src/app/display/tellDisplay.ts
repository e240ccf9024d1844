/**
 * The till's side of the customer display: every change of what the customer should see goes
 * through the display's reducer here and, when it changed something, out on the
 * BroadcastChannel (same device, no network: it works offline). A display that opens asks, and
 * is sent the whole state at once. The reducer loads with the first event, after the first
 * paint; events wait for it in order. The display's own screen is a chunk of its own (./entry.tsx).
 */
import type * as ViewModule from '../../devices/display/view';
import type { DisplayEvent, DisplayState } from '../../devices/display/view';

type View = typeof ViewModule;

let view: View | null = null;
let loading = false;
const waiting: DisplayEvent[] = [];
let state: DisplayState | null = null;
let channel: BroadcastChannel | null | undefined;

function channelOf(v: View): BroadcastChannel | null {
  if (channel === undefined) {
    channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(v.DISPLAY_CHANNEL);
    channel?.addEventListener('message', (e: MessageEvent<unknown>) => {
      if ((e.data as { type?: unknown } | null)?.type === 'displayOpened') channel?.postMessage({ type: 'stateShown', state: state ?? v.IDLE } satisfies DisplayEvent);
    });
  }
  return channel;
}

function flush(v: View): void {
  for (const event of waiting.splice(0)) {
    const current = state ?? v.IDLE;
    const next = v.displayReducer(current, event);
    if (next === current) continue;
    state = next;
    channelOf(v)?.postMessage(event);
  }
}

export function tellDisplay(event: DisplayEvent): void {
  waiting.push(event);
  if (view) return flush(view);
  if (loading) return;
  loading = true;
  void import('../../devices/display/view').then((v) => {
    view = v;
    flush(v);
  });
}
