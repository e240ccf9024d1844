/** What a cart line was made of: options (with quantities and kitchen instructions), add-ons, combo children, note. */
import type { PricedLine, PricedOption } from '../pricing';
import { choicesText, optionText } from '../lineText';
import { useLingui } from '@lingui/react/macro';
import { useLanguage } from '../../i18n/react';

/*
 * Plain blocks, not a nested list: the "Order" list must hold exactly one listitem per line
 * for screen readers and for lookups by role (ui-contract).
 */
function OptionItems({ options }: { options: readonly PricedOption[] }) {
  const { name } = useLanguage();
  return options.map((option) => <div key={`o${option.item_id}`}>{optionText(option, name)}</div>);
}

/** `compact`: the choices in one row (`choicesText`), then the note, as the order's line shows them. */
export function LineDetails({ line, compact = false }: { line: PricedLine; compact?: boolean }) {
  const { t } = useLingui();
  const { name } = useLanguage();
  const empty = line.options.length + line.addons.length + line.children.length === 0 && line.note === '';
  if (empty) return null;
  if (compact) {
    const choices = choicesText(line, name);
    return (
      <div className="line__detail order-line__detail">
        {choices !== '' && <div>{choices}</div>}
        {line.note !== '' && <div className="order-line__note">{t`Note: ${{ note: line.note }}`}</div>}
      </div>
    );
  }
  return (
    <div className="line__detail order-line__detail">
      <OptionItems options={line.options} />
      {line.addons.map((addon) => (
        <div key={`a${addon.product_id}`}>
          + {name(addon)}
          {addon.quantity > 1 ? ` ×${addon.quantity}` : ''}
        </div>
      ))}
      {line.children.map((child) => (
        <div key={`c${child.slot_category_id}-${child.product_id}`}>
          {child.quantity > 1 ? `${child.quantity} × ` : ''}
          {name(child)}
          {child.options.length > 0 && (
            <div className="order-line__nested">
              <OptionItems options={child.options} />
            </div>
          )}
        </div>
      ))}
      {line.note !== '' && <div className="order-line__note">{t`Note: ${{ note: line.note }}`}</div>}
    </div>
  );
}
