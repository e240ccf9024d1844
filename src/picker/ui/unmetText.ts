/**
 * An unmet rule of the picker in the language on screen, worded from the rule's data and the
 * names the picker shows (the pure rules' own `message` stays the English reference).
 */
import { msg, type Named, type Translate } from '../../core/names';
import { dealUnavailableText } from '../../menu/deals';
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

const PRICE: Record<Extract<Unmet, { rule: 'price' }>['reason'], string> = {
  empty: msg('Type a price'),
  'not-a-number': msg('Type the price as a number'),
  negative: msg('Type a price of 0 or more'),
  'too-many-digits': msg('Type a price with at most {digits} decimals'),
  'too-large': msg('Type a smaller price'),
};

const WEIGHT: Record<Extract<Unmet, { rule: 'weight' }>['reason'], string> = {
  empty: msg('Type a weight'),
  'not-a-number': msg('Type the weight as a number'),
  'not-positive': msg('Type a weight above 0'),
  'too-many-digits': msg('Type a weight in kg with at most 3 decimals'),
  'too-heavy': msg('Type a weight of at most {kg} kg'),
};

export function unmetText(u: Unmet, state: PickerState, t: Translate, name: (row: Named) => string): string {
  switch (u.rule) {
    case 'group-min': {
      const { group, child } = groupOf(state, u);
      if (!group) return u.message;
      const values = { min: u.min, group: name(group) };
      return child === null
        ? t('Choose {min} in {group}', values)
        : t('Choose {min} in {group} for {product}', { ...values, product: name(child) });
    }
    case 'slot-empty': {
      const slot = state.slots[u.slot];
      return t('Choose 1 in {category}', { category: slot ? name({ name: slot.name ?? '', localize_name: slot.localize_name }) : '' });
    }
    case 'slot-nothing-left': {
      const problem = state.slots[u.slot]?.problem;
      return problem ? dealUnavailableText(problem, t, name) : u.message;
    }
    case 'price':
      if (u.reason === 'too-many-digits' && state.digits === 0) return t('Type a price without decimals');
      return t(PRICE[u.reason], { digits: state.digits });
    case 'weight':
      return t(WEIGHT[u.reason], { kg: MAX_WEIGHT_G / 1000 });
    default: {
      const never: never = u;
      return never;
    }
  }
}
