/**
 * Renders the option picker over a small catalog, priced by the cart's own pricing, with
 * spies for `onAdd` and `onCancel`.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { buildPricingIndex, priceLine } from '../../../src/cart/pricing';
import type { Catalog, Product } from '../../../src/core/catalog';
import type { LineRequest } from '../../../src/core/line';
import { buildPickerIndex } from '../../../src/picker/pickerIndex';
import type { PriceLine } from '../../../src/picker/result';
import { PickerDialog, type PickerDialogProps } from '../../../src/picker/ui/PickerDialog';
import { makeCatalog } from '../../kit/factories';

export function renderPicker(
  product: Product,
  catalog: Partial<Catalog> = {},
  props: Partial<Pick<PickerDialogProps, 'initialWeightG' | 'kiosk'>> = {},
) {
  const full = makeCatalog({ ...catalog, products: [product, ...(catalog.products ?? [])] });
  const pricing = buildPricingIndex(full);
  const price: PriceLine = (request) => {
    const priced = priceLine(request, { index: pricing, channelId: null });
    return priced.ok ? { unit: priced.line.unit_price, total: priced.line.total } : null;
  };
  const onAdd = vi.fn<(request: LineRequest) => void>();
  const onCancel = vi.fn<() => void>();
  const user = userEvent.setup();
  const view = render(
    <PickerDialog
      product={product}
      index={buildPickerIndex(full)}
      digits={full.session.config.currency_decimals}
      price={price}
      onAdd={onAdd}
      onCancel={onCancel}
      {...props}
    />,
  );
  return { user, onAdd, onCancel, view, dialog: screen.getByRole('dialog', { name: product.name }) };
}

export const addButton = () => screen.getByRole('button', { name: 'Add to order' });

/** The live preview's text, e.g. "Base 1.500 Total 2.000". */
export const previewText = () => screen.getByRole('status', { name: 'Preview' }).textContent ?? '';

export const checkbox = (name: string) => screen.getByRole('checkbox', { name: new RegExp(`^${name}`) });
