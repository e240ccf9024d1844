/**
 * One combo slot (2.2 `categories[]`): a `group` named by the slot's category, a checkbox per
 * eligible product, a quantity stepper per picked product when the slot holds 2 or more, and
 * under a picked product its own option groups. A slot with nothing left says so; the picker
 * then holds "Add to order" with the reason.
 */
import type { Dispatch } from 'react';
import type { CurrencyDigits } from '../../core/money';
import { childControls, slotTotal } from '../comboSlots';
import { requiredFirst } from '../groups';
import type { PickerEvent } from '../events';
import type { SlotState } from '../state';
import { ChoiceCheckbox } from './ChoiceCheckbox';
import { ChoiceGroup } from './ChoiceGroup';
import { extraCost, slotRule } from './labels';
import { OptionGroup } from './OptionGroup';
import { ChoiceStepper } from './Stepper';
import { useLanguage } from '../../i18n/react';
import { dealUnavailableText } from '../../menu/dealSlots';

export interface ComboSlotProps {
  slot: SlotState;
  /** The slot's position in the picker state, as events name it. */
  at: number;
  digits: CurrencyDigits;
  dispatch: Dispatch<PickerEvent>;
  /** The unmet rule said at a place (the slot, a picked product's group) once the held "Add to order" led there. */
  invalidAt(place: string): string | null;
  /** Shows a picked product's own groups under it (off when they are steps of their own). */
  nested?: boolean;
}

export function ComboSlot({ slot, at, digits, dispatch, invalidAt, nested = true }: ComboSlotProps) {
  const { name, translate } = useLanguage();
  // A category the branch does not have has no name to show; the footer says why the deal is held.
  if (slot.name === null) return null;
  return (
    <ChoiceGroup name={name({ name: slot.name, localize_name: slot.localize_name })} rule={slotRule(slot.max)} required met={slotTotal(slot) > 0} className="picker-slot" place={`slot-${at}`} invalid={invalidAt(`slot-${at}`)}>
      {slot.problem !== null && <p className="picker-unmet">{dealUnavailableText(slot.problem, translate, name)}</p>}
      {slot.candidates.map((candidate) => {
        const controls = childControls(slot, candidate.product_id);
        const pick = slot.picks.find((p) => p.product_id === candidate.product_id);
        const ref = { slot: at, product_id: candidate.product_id };
        return (
          <div key={candidate.product_id} className={`picker-row${controls.checked ? ' picker-row--checked' : ''}`}>
            <div className="picker-row__main">
              <ChoiceCheckbox
                name={name(candidate)}
                cost={extraCost(candidate.combo_price, digits)}
                checked={controls.checked}
                disabled={!controls.canTick}
                onToggle={() => dispatch({ type: 'childToggled', ...ref })}
              />
              {controls.stepper && (
                <ChoiceStepper
                  name={name(candidate)}
                  controls={controls}
                  onTick={() => dispatch({ type: 'childToggled', ...ref })}
                  onIncrease={() => dispatch({ type: 'childIncreased', ...ref })}
                  onDecrease={() => dispatch({ type: 'childDecreased', ...ref })}
                />
              )}
            </div>
            {nested && pick && pick.groups.length > 0 && (
              <div className="picker-nested">
                {/* The item's own required choices first, as at the top level. */}
                {requiredFirst(pick.groups).map((group) => (
                  <OptionGroup key={group.id} group={group} digits={digits} child={ref} dispatch={dispatch} invalidAt={invalidAt} />
                ))}
              </div>
            )}
          </div>
        );
      })}
    </ChoiceGroup>
  );
}
