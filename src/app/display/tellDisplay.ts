/**
 * The till's side of the customer display: every change of what the customer should see goes
 * through the display's reducer here and, when it changed something, out on the
 * BroadcastChannel (same device, no network: it works offline). A display that opens asks, and
 * is sent the whole state at once. Loaded after the first paint (./useTellDisplay.ts); the
 * display's own screen is a page of its own (display.html).
 */
import { DISPLAY_CHANNEL, displayReducer, IDLE, type DisplayEvent, type DisplayState } from '../../devices/display/view';

let state: DisplayState = IDLE;
let channel: BroadcastChannel | null | undefined;

function channelOf(): BroadcastChannel | null {
  if (channel === undefined) {
    channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(DISPLAY_CHANNEL);
    channel?.addEventListener('message', (e: MessageEvent<unknown>) => {
      if ((e.data as { type?: unknown } | null)?.type === 'displayOpened') channel?.postMessage({ type: 'stateShown', state } satisfies DisplayEvent);
    });
  }
  return channel;
}

export function tellDisplay(event: DisplayEvent): void {
  const next = displayReducer(state, event);
  if (next === state) return;
  state = next;
  channelOf()?.postMessage(event);
}
