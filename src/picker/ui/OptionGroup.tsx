/**
 * One visible option group (2.3) in display order: its rule ("Required · choose 1",
 * "Optional · up to 3") beside its name, one row per item.
 */
import type { Dispatch } from 'react';
import type { CurrencyDigits } from '../../core/money';
import type { ChildRef, PickerEvent } from '../events';
import { groupTotal } from '../options';
import type { GroupState } from '../state';
import { ChoiceGroup } from './ChoiceGroup';
import { groupRule } from './labels';
import { OptionRow } from './OptionRow';
import { useLanguage } from '../../i18n/react';

export interface OptionGroupProps {
  group: GroupState;
  digits: CurrencyDigits;
  /** Set when the group belongs to a product picked in a combo slot. */
  child?: ChildRef;
  dispatch: Dispatch<PickerEvent>;
  /** The group's unmet rule, said once the held "Add to order" was tapped. */
  invalid?: string | null;
}

export function OptionGroup({ group, digits, child, dispatch, invalid = null }: OptionGroupProps) {
  const { name } = useLanguage();
  return (
    <ChoiceGroup
      name={name(group)}
      rule={groupRule(group.min, group.max)}
      required={group.min >= 1}
      met={groupTotal(group) >= group.min}
      place={child ? undefined : `group-${group.id}`}
      invalid={invalid}
    >
      {group.items.map((item) => (
        <OptionRow key={item.id} group={group} item={item} digits={digits} child={child} dispatch={dispatch} />
      ))}
    </ChoiceGroup>
  );
}
