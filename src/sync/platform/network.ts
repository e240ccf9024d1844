/** Whether the server can be reached, as the background loops see it. */
import { onlineManager } from '@tanstack/react-query';

export interface NetworkState {
  isOnline(): boolean;
  subscribe(listener: (online: boolean) => void): () => void;
}

/**
 * TanStack's online state, seeded from the browser's. onlineManager starts "online" and only
 * learns from online/offline events, so a page that loads with no network would never see
 * the network come back: seed it first, then every subscriber hears the change.
 */
export const browserNetwork: NetworkState = {
  isOnline: () => onlineManager.isOnline() && (typeof navigator === 'undefined' || navigator.onLine !== false),
  subscribe: (listener) => {
    if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine !== false);
    return onlineManager.subscribe(listener);
  },
};
