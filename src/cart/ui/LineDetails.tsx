/** What a cart line was made of: options (with quantities and kitchen instructions), add-ons, combo children, note. */
import type { PricedLine, PricedOption } from '../pricing';
import { optionText } from '../lineText';

function OptionItems({ options }: { options: readonly PricedOption[] }) {
  return options.map((option) => <li key={`o${option.item_id}`}>{optionText(option)}</li>);
}

export function LineDetails({ line }: { line: PricedLine }) {
  const empty = line.options.length + line.addons.length + line.children.length === 0 && line.note === '';
  if (empty) return null;
  return (
    <ul className="line__detail order-line__detail">
      <OptionItems options={line.options} />
      {line.addons.map((addon) => (
        <li key={`a${addon.product_id}`}>
          + {addon.name}
          {addon.quantity > 1 ? ` ×${addon.quantity}` : ''}
        </li>
      ))}
      {line.children.map((child) => (
        <li key={`c${child.slot_category_id}-${child.product_id}`}>
          {child.quantity > 1 ? `${child.quantity} × ` : ''}
          {child.name}
          {child.options.length > 0 && (
            <ul className="order-line__nested">
              <OptionItems options={child.options} />
            </ul>
          )}
        </li>
      ))}
      {line.note !== '' && <li className="order-line__note">Note: {line.note}</li>}
    </ul>
  );
}
