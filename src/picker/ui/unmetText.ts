/**
 * An unmet rule of the picker in the language on screen, worded from the rule's data and the
 * names the picker shows (the pure rules' own `message` stays the English reference).
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { type Named, type Translate } from '../../core/names';
import { dealUnavailableText } from '../../menu/dealSlots';
import type { Unmet } from '../result';
import type { GroupState, PickerState } from '../state';
import { MAX_WEIGHT_G } from '../typedInput';

function groupOf(state: PickerState, u: Extract<Unmet, { rule: 'group-min' }>): { group: GroupState | undefined; child: Named | null } {
  if (u.child === null) return { group: state.groups.find((g) => g.id === u.group_id), child: null };
  const slot = state.slots[u.child.slot];
  const pick = slot?.picks.find((p) => p.product_id === u.child?.product_id);
  const candidate = slot?.candidates.find((c) => c.product_id === u.child?.product_id) ?? null;
  return { group: pick?.groups.find((g) => g.id === u.group_id), child: candidate };
}

function priceText(reason: Extract<Unmet, { rule: 'price' }>['reason'], digits: number): MessageDescriptor {
  switch (reason) {
    case 'empty': return msg`Type a price`;
    case 'not-a-number': return msg`Type the price as a number`;
    case 'negative': return msg`Type a price of 0 or more`;
    case 'too-many-digits': return digits === 0 ? msg`Type a price without decimals` : msg`Type a price with at most ${digits} decimals`;
    case 'too-large': return msg`Type a smaller price`;
  }
}

function weightText(reason: Extract<Unmet, { rule: 'weight' }>['reason']): MessageDescriptor {
  switch (reason) {
    case 'empty': return msg`Type a weight`;
    case 'not-a-number': return msg`Type the weight as a number`;
    case 'not-positive': return msg`Type a weight above 0`;
    case 'too-many-digits': return msg`Type a weight in kg with at most 3 decimals`;
    case 'too-heavy': {
      const kg = MAX_WEIGHT_G / 1000;
      return msg`Type a weight of at most ${kg} kg`;
    }
  }
}

export function unmetText(u: Unmet, state: PickerState, t: Translate, name: (row: Named) => string): string {
  switch (u.rule) {
    case 'group-min': {
      const { group, child } = groupOf(state, u);
      if (!group) return u.message;
      const min = u.min;
      const groupName = name(group);
      return child === null
        ? t(msg`Choose ${min} in ${{ group: groupName }}`)
        : t(msg`Choose ${min} in ${{ group: groupName }} for ${{ product: name(child) }}`);
    }
    case 'slot-empty': {
      const slot = state.slots[u.slot];
      return t(msg`Choose 1 in ${{ category: slot ? name({ name: slot.name ?? '', localize_name: slot.localize_name }) : '' }}`);
    }
    case 'slot-nothing-left': {
      const problem = state.slots[u.slot]?.problem;
      return problem ? dealUnavailableText(problem, t, name) : u.message;
    }
    case 'price':
      return t(priceText(u.reason, state.digits));
    case 'weight':
      return t(weightText(u.reason));
    default: {
      const never: never = u;
      return never;
    }
  }
}
