/**
 * One option item: its checkbox (named by the item, then its extra cost), a quantity stepper
 * where the group allows more than 1 (2.10.6), and the item's preset kitchen instructions as
 * toggle chips once it is ticked.
 */
import type { Dispatch } from 'react';
import type { CurrencyDigits } from '../../core/money';
import type { ChildRef, PickerEvent } from '../events';
import { optionControls } from '../options';
import type { GroupState, PickerItem } from '../state';
import { ChoiceCheckbox } from './ChoiceCheckbox';
import { extraCost } from './labels';
import { ChoiceStepper } from './Stepper';
import { useLanguage } from '../../i18n/react';

export interface OptionRowProps {
  group: GroupState;
  item: PickerItem;
  digits: CurrencyDigits;
  /** Set when the group belongs to a product picked in a combo slot. */
  child?: ChildRef;
  dispatch: Dispatch<PickerEvent>;
}

export function OptionRow({ group, item, digits, child, dispatch }: OptionRowProps) {
  const controls = optionControls(group, item.id);
  const ref = { group_id: group.id, item_id: item.id, child };
  const attached = group.picks.find((p) => p.item_id === item.id)?.instructions ?? [];
  const { name } = useLanguage();
  const shown = name(item);

  return (
    <div className={`picker-row${controls.checked ? ' picker-row--checked' : ''}`}>
      <div className="picker-row__main">
        <ChoiceCheckbox
          name={shown}
          cost={extraCost(item.price, digits)}
          checked={controls.checked}
          disabled={!controls.canTick}
          onToggle={() => dispatch({ type: 'optionToggled', ...ref })}
        />
        {controls.stepper && (
          <ChoiceStepper
            name={shown}
            controls={controls}
            onTick={() => dispatch({ type: 'optionToggled', ...ref })}
            onIncrease={() => dispatch({ type: 'optionIncreased', ...ref })}
            onDecrease={() => dispatch({ type: 'optionDecreased', ...ref })}
          />
        )}
      </div>
      {controls.checked && item.instructions.length > 0 && (
        <div className="picker-chips">
          {item.instructions.map((ins) => (
            <button
              key={ins.id}
              type="button"
              className="picker-chip"
              aria-pressed={attached.includes(ins.id)}
              onClick={() => dispatch({ type: 'instructionToggled', instruction_id: ins.id, ...ref })}
            >
              {ins.instruction}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
