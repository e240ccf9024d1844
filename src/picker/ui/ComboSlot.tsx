/**
 * One combo slot (2.2 `categories[]`): a `group` named by the slot's category, a checkbox per
 * eligible product, and under a picked product its own option groups.
 */
import type { Dispatch } from 'react';
import type { CurrencyDigits } from '../../core/money';
import { childControls } from '../comboSlots';
import type { PickerEvent } from '../events';
import type { SlotState } from '../state';
import { ChoiceCheckbox } from './ChoiceCheckbox';
import { ChoiceGroup } from './ChoiceGroup';
import { extraCost, slotRule } from './labels';
import { OptionGroup } from './OptionGroup';

export interface ComboSlotProps {
  slot: SlotState;
  /** The slot's position in the picker state, as events name it. */
  at: number;
  digits: CurrencyDigits;
  dispatch: Dispatch<PickerEvent>;
}

export function ComboSlot({ slot, at, digits, dispatch }: ComboSlotProps) {
  return (
    <ChoiceGroup name={slot.name} rule={slotRule(slot.max)} required met={slot.picks.length > 0} className="picker-slot">
      {slot.candidates.map((candidate) => {
        const controls = childControls(slot, candidate.product_id);
        const pick = slot.picks.find((p) => p.product_id === candidate.product_id);
        return (
          <div key={candidate.product_id} className={`picker-row${controls.checked ? ' picker-row--checked' : ''}`}>
            <div className="picker-row__main">
              <ChoiceCheckbox
                name={candidate.name}
                cost={extraCost(candidate.combo_price, digits)}
                checked={controls.checked}
                disabled={!controls.canTick}
                onToggle={() => dispatch({ type: 'childToggled', slot: at, product_id: candidate.product_id })}
              />
            </div>
            {pick && pick.groups.length > 0 && (
              <div className="picker-nested">
                {pick.groups.map((group) => (
                  <OptionGroup
                    key={group.id}
                    group={group}
                    digits={digits}
                    child={{ slot: at, product_id: candidate.product_id }}
                    dispatch={dispatch}
                  />
                ))}
              </div>
            )}
          </div>
        );
      })}
    </ChoiceGroup>
  );
}
