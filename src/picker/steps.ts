/**
 * A deal's (meal's) picker as steps, shown one at a time: the deal's own required choices (if
 * it has any), then each combo slot in the deal's order (main, side, drink) followed, for what
 * was picked in it, by that item's required choices and then its extras; the deal's own
 * extras and add-ons last. Pure: the order, each step's state and where the picker goes after
 * a tick are functions of the picker state and its unmet rules.
 */
import { unmetPlace, type Unmet } from './result';
import type { GroupState, PickerState } from './state';

export type MealStepKind = 'options' | 'slot' | 'required' | 'extras' | 'more';

export interface MealStep {
  /** Stable while the step exists: `slot-0`, `slot-0-12-required`, `options`... */
  key: string;
  kind: MealStepKind;
  /** The slot's position in the picker state; -1 for the deal's own steps. */
  slot: number;
  /** The product picked in the slot whose choices the step holds; null otherwise. */
  product_id: number | null;
  /** Something must be chosen here (a slot, a required group). */
  required: boolean;
  /** Every required choice of the step is made (an extras step always is). */
  done: boolean;
  /** One tick can complete it: a slot of 1, or required groups each of 1. */
  single: boolean;
}

const requiredGroups = (groups: readonly GroupState[]) => groups.filter((g) => g.min > 0);
const optionalGroups = (groups: readonly GroupState[]) => groups.filter((g) => g.min <= 0);
const singles = (groups: readonly GroupState[]) => groups.every((g) => g.max === 1);

/** The key of the step where `unmet` is answered; null for a typed price or weight (always shown). */
export function stepKeyOf(unmet: Unmet): string | null {
  switch (unmet.rule) {
    case 'price':
    case 'weight':
      return null;
    case 'group-min':
      return unmet.child === null ? 'options' : `slot-${unmet.child.slot}-${unmet.child.product_id}-required`;
    case 'slot-empty':
    case 'slot-nothing-left':
      return unmetPlace(unmet);
  }
}

/**
 * The steps of a deal in the order the cashier meets them. A slot of a category the branch
 * lacks is no step; a product picked in a slot adds its required step and its extras step only
 * when it has such groups.
 */
export function mealSteps(state: Pick<PickerState, 'groups' | 'addons' | 'slots'>, unmet: readonly Unmet[]): MealStep[] {
  const open = new Set(unmet.map(stepKeyOf));
  const steps: MealStep[] = [];
  const own = (kind: MealStepKind, key: string, required: boolean, single: boolean) =>
    steps.push({ key, kind, slot: -1, product_id: null, required, done: !open.has(key), single });
  if (requiredGroups(state.groups).length > 0) own('options', 'options', true, singles(requiredGroups(state.groups)));
  state.slots.forEach((slot, at) => {
    if (slot.name === null) return;
    const key = `slot-${at}`;
    steps.push({ key, kind: 'slot', slot: at, product_id: null, required: true, done: !open.has(key), single: slot.max === 1 });
    for (const pick of slot.picks) {
      const base = `${key}-${pick.product_id}`;
      const required = requiredGroups(pick.groups);
      if (required.length > 0) {
        const k = `${base}-required`;
        steps.push({ key: k, kind: 'required', slot: at, product_id: pick.product_id, required: true, done: !open.has(k), single: singles(required) });
      }
      if (optionalGroups(pick.groups).length > 0) {
        steps.push({ key: `${base}-extras`, kind: 'extras', slot: at, product_id: pick.product_id, required: false, done: true, single: false });
      }
    }
  });
  if (optionalGroups(state.groups).length > 0 || state.addons.length > 0) own('more', 'more', false, false);
  return steps;
}

/** The option groups a step shows, in display order; empty for a slot step (it shows its products). */
export function stepGroups(state: Pick<PickerState, 'groups' | 'slots'>, step: MealStep): readonly GroupState[] {
  switch (step.kind) {
    case 'options':
      return requiredGroups(state.groups);
    case 'more':
      return optionalGroups(state.groups);
    case 'slot':
      return [];
    case 'required':
    case 'extras': {
      const groups = state.slots[step.slot]?.picks.find((p) => p.product_id === step.product_id)?.groups ?? [];
      return step.kind === 'required' ? requiredGroups(groups) : optionalGroups(groups);
    }
  }
}

/** The step the picker opens on: the first with a required choice not made, else the first. */
export function firstStep(steps: readonly MealStep[]): MealStep | null {
  return steps.find((s) => !s.done) ?? steps[0] ?? null;
}

/**
 * The step shown for `key` as the steps change: the same step while it exists; when it is gone
 * (its product was unpicked), its slot's step; else the first step.
 */
export function currentStep(steps: readonly MealStep[], key: string | null): MealStep | null {
  if (key !== null) {
    const same = steps.find((s) => s.key === key);
    if (same) return same;
    const slot = /^slot-\d+/.exec(key)?.[0];
    const ofSlot = steps.find((s) => s.key === slot);
    if (ofSlot) return ofSlot;
  }
  return steps[0] ?? null;
}

/** "Next" and "Back": the neighbour in step order; null at either end. */
export function neighbour(steps: readonly MealStep[], key: string, by: 1 | -1): MealStep | null {
  const at = steps.findIndex((s) => s.key === key);
  return at < 0 ? null : (steps[at + by] ?? null);
}

/**
 * Where a tick leads: when it completed the shown step and one tick was all that step takes,
 * the next step after it still missing a required choice (steps whose required choices are
 * pre-ticked, and extras, are passed without a tap; their tiles still open them). Otherwise,
 * or when nothing is missing after it, the picker stays on the step.
 */
export function stepAfterTick(before: readonly MealStep[], after: readonly MealStep[], key: string): string {
  const was = before.find((s) => s.key === key);
  const now = after.find((s) => s.key === key);
  if (!was || !now || was.done || !now.done || !now.single) return key;
  const at = after.indexOf(now);
  return after.slice(at + 1).find((s) => !s.done)?.key ?? key;
}
