/**
 * What the shell must know about the selling screen without reading it: whether a payment
 * is in progress. Safe updates and the kiosk idle reset wait for it.
 */
import { create } from 'zustand';

interface TillState {
  paymentOpen: boolean;
}

export const useTillState = create<TillState>(() => ({ paymentOpen: false }));
