/**
 * One visible option group (2.3) in display order: its rule ("Required · choose 1",
 * "Optional · up to 3") beside its name, one row per item.
 */
import type { Dispatch } from 'react';
import type { CurrencyDigits } from '../../core/money';
import type { ChildRef, PickerEvent } from '../events';
import { groupTotal } from '../options';
import { groupPlace } from '../result';
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
  /** The unmet rule said at a place once the held "Add to order" led there. */
  invalidAt(place: string): string | null;
}

export function OptionGroup({ group, digits, child, dispatch, invalidAt }: OptionGroupProps) {
  const { name } = useLanguage();
  const place = groupPlace(group.id, child ?? null);
  return (
    <ChoiceGroup
      name={name(group)}
      rule={groupRule(group.min, group.max)}
      required={group.min >= 1}
      met={groupTotal(group) >= group.min}
      place={place}
      invalid={invalidAt(place)}
    >
      {group.items.map((item) => (
        <OptionRow key={item.id} group={group} item={item} digits={digits} child={child} dispatch={dispatch} />
      ))}
    </ChoiceGroup>
  );
}
