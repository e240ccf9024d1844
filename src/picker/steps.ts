/**
 * A deal's picker as steps: one per combo slot (main, side, drink, in the deal's order), each
 * done once its slot and the required choices of what was picked in it are met. The step to
 * do next is the first not done; the picker brings it into view as the one before is done, so
 * a meal is chosen top to bottom without hunting. Pure.
 */
import { unmetPlace, type Unmet } from './result';
import type { PickerState } from './state';

export interface DealStep {
  /** The slot's position in the picker state. */
  slot: number;
  /** Where its group sits in the picker (`unmetPlace`). */
  place: string;
  done: boolean;
}

/** The steps of `state`'s slots that can be shown (a slot of a category the branch lacks has none). */
export function dealSteps(state: Pick<PickerState, 'slots'>, unmet: readonly Unmet[]): DealStep[] {
  const open = new Set(unmet.map(unmetPlace));
  return state.slots.flatMap((slot, at) => (slot.name === null ? [] : [{ slot: at, place: `slot-${at}`, done: !open.has(`slot-${at}`) }]));
}

/** The step to do next: the first not done; null when every step is done. */
export function nextStep(steps: readonly DealStep[]): DealStep | null {
  return steps.find((s) => !s.done) ?? null;
}
