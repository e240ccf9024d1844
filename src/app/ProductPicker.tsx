/**
 * The option picker over the selling screen, open on the product or the line being picked
 * (`useProductChoice`), loaded on first use. Its deals are scoped to the brand the product was
 * chosen under; at the till a weighed product can be read from the scale (Settings "Scale").
 */
import { PickerDialog } from './firstUseDialogs';
import type { CurrencyDigits } from '../core/money';
import { requestOf } from '../cart/pricing';
import { selectBrand } from '../menu/brand';
import { dealScope } from '../menu/deals';
import type { MenuIndex } from '../menu/menuIndex';
import type { PickerIndex } from '../picker/pickerIndex';
import { useReadScale } from '../devices/ui/useReadScale';
import type { useProductChoice } from './useProductChoice';
import type { useSellingOrder } from './useSellingOrder';


export function ProductPicker({ choice, index, menuIndex, digits, price, kiosk }: {
  choice: ReturnType<typeof useProductChoice>;
  index: PickerIndex;
  menuIndex: MenuIndex;
  digits: CurrencyDigits;
  price: ReturnType<typeof useSellingOrder>['price'];
  kiosk: boolean;
}) {
  const readScale = useReadScale();
  const { picking } = choice;
  if (!picking) return null;
  return (
    <PickerDialog
      product={picking.product}
      index={index}
      digits={digits}
      price={price}
      initialWeightG={picking.weight_g}
      labelPrice={picking.labelPrice}
      scope={dealScope(selectBrand(menuIndex.brands, menuIndex.session, picking.brandId), menuIndex.railCandidates)}
      kiosk={kiosk}
      readScale={kiosk ? null : readScale}
      {...(picking.line ? { line: { ...requestOf(picking.line), ...(picking.unit ? { quantity: 1 } : {}) } } : {})}
      onAdd={choice.picked}
      onCancel={choice.cancel}
    />
  );
}
