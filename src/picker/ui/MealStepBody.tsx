/**
 * The one step of a deal shown at a time: a slot's products as large tiles, or the option
 * groups of the step (a picked item's required choices or its extras, the deal's own choices),
 * the deal's add-ons with its own extras.
 */
import type { Dispatch } from 'react';
import type { CurrencyDigits } from '../../core/money';
import type { PickerEvent } from '../events';
import type { PickerState } from '../state';
import { stepGroups, type MealStep } from '../steps';
import { AddonsGroup } from './AddonsGroup';
import { ComboSlot } from './ComboSlot';
import { OptionGroup } from './OptionGroup';

export interface MealStepBodyProps {
  state: PickerState;
  step: MealStep;
  digits: CurrencyDigits;
  dispatch: Dispatch<PickerEvent>;
  /** The unmet rule said at a place once the held "Add to order" led there. */
  invalidAt(place: string): string | null;
}

export function MealStepBody({ state, step, digits, dispatch, invalidAt }: MealStepBodyProps) {
  if (step.kind === 'slot') {
    const slot = state.slots[step.slot]!;
    return <ComboSlot slot={slot} at={step.slot} digits={digits} dispatch={dispatch} invalidAt={invalidAt} nested={false} />;
  }
  const child = step.product_id === null ? undefined : { slot: step.slot, product_id: step.product_id };
  return (
    <div className="picker-step">
      {stepGroups(state, step).map((group) => (
        <OptionGroup key={group.id} group={group} digits={digits} child={child} dispatch={dispatch} invalidAt={invalidAt} />
      ))}
      {step.kind === 'more' && state.addons.length > 0 && <AddonsGroup addons={state.addons} digits={digits} dispatch={dispatch} />}
    </div>
  );
}
