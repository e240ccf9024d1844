/**
 * A product's choices as one form (every product but a deal, which goes step by step): the
 * required groups first, then the optional ones, its add-ons, and its combo slots.
 */
import type { Dispatch } from 'react';
import type { CurrencyDigits } from '../../core/money';
import type { PickerEvent } from '../events';
import { requiredFirst } from '../groups';
import type { PickerState } from '../state';
import { AddonsGroup } from './AddonsGroup';
import { ComboSlot } from './ComboSlot';
import { OptionGroup } from './OptionGroup';

export function AllChoices({ state, digits, dispatch, invalidAt }: { state: PickerState; digits: CurrencyDigits; dispatch: Dispatch<PickerEvent>; invalidAt(place: string): string | null }) {
  return (
    <>
      {requiredFirst(state.groups).map((group) => (
        <OptionGroup key={group.id} group={group} digits={digits} dispatch={dispatch} invalidAt={invalidAt} />
      ))}
      {state.addons.length > 0 && <AddonsGroup addons={state.addons} digits={digits} dispatch={dispatch} />}
      {state.slots.map((slot, at) => (
        <ComboSlot key={`${at}:${slot.category_id}`} slot={slot} at={at} digits={digits} dispatch={dispatch} invalidAt={invalidAt} />
      ))}
    </>
  );
}
