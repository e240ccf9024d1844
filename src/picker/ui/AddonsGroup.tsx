/**
 * The add-ons offered on the product (assumed-contracts 3): a `group` "Add-ons" with a checkbox
 * per add-on and, once chosen, a quantity stepper capped by the add-on's own limit.
 */
import type { Dispatch } from 'react';
import type { CurrencyDigits } from '../../core/money';
import type { PickerEvent } from '../events';
import type { AddonChoice } from '../state';
import { ChoiceCheckbox } from './ChoiceCheckbox';
import { ChoiceGroup } from './ChoiceGroup';
import { extraCost } from './labels';
import { Stepper } from './Stepper';
import { useLingui } from '@lingui/react/macro';
import { useLanguage } from '../../i18n/react';

export interface AddonsGroupProps {
  addons: readonly AddonChoice[];
  digits: CurrencyDigits;
  dispatch: Dispatch<PickerEvent>;
}

export function AddonsGroup({ addons, digits, dispatch }: AddonsGroupProps) {
  const { t } = useLingui();
  const { name } = useLanguage();
  return (
    <ChoiceGroup name={t`Add-ons`} rule={t`Optional`} required={false} met>
      {addons.map((addon) => {
        const chosen = addon.quantity > 0;
        const setQuantity = (quantity: number) =>
          dispatch({ type: 'addonQuantityChanged', product_id: addon.product_id, quantity });
        return (
          <div key={addon.product_id} className={`picker-row${chosen ? ' picker-row--checked' : ''}`}>
            <div className="picker-row__main">
              <ChoiceCheckbox
                name={name(addon)}
                cost={extraCost(addon.price, digits)}
                checked={chosen}
                disabled={!chosen && addon.max < 1}
                onToggle={() => dispatch({ type: 'addonToggled', product_id: addon.product_id })}
              />
              {chosen && (
                <Stepper
                  name={name(addon)}
                  quantity={addon.quantity}
                  canIncrease={addon.quantity < addon.max}
                  canDecrease
                  onIncrease={() => setQuantity(addon.quantity + 1)}
                  onDecrease={() => setQuantity(addon.quantity - 1)}
                />
              )}
            </div>
          </div>
        );
      })}
    </ChoiceGroup>
  );
}
