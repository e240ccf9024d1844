/**
 * What the shell must know about the selling screen without reading it: whether a payment
 * is in progress. Safe updates and the kiosk idle reset wait for it.
 */
import { createStore } from 'zustand/vanilla';

interface TillState {
  paymentOpen: boolean;
}

/** Read in React with zustand's `useStore(tillStore, selector)`, as every store of the till. */
export const tillStore = createStore<TillState>()(() => ({ paymentOpen: false }));
