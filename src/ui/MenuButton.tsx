/**
 * A menu button (WAI-ARIA "menu button"): a `button` that opens a `menu` of `menuitem`s (and
 * `menuitemradio`s in named groups). The menu is a popover in the top layer, so no bar that
 * clips or scrolls can hide it. The arrow keys, Home and End move between the items, Enter or
 * Space (or a tap) chooses one and closes the menu, Escape or a tap outside closes it, and the
 * focus goes back to the button.
 */
import { useId, type ReactNode } from 'react';
import { useMenuPopover } from './useMenuPopover';
import './menu.css';

export interface MenuItem {
  label: string;
  onSelect(): void;
  /** Marked as wanting attention (a refused key, a currency to check); the button is marked too. */
  attention?: boolean;
  description?: string;
}

export interface MenuRadioGroup {
  label: string;
  options: readonly { label: string; lang?: string; checked: boolean; onSelect(): void }[];
}

export function MenuButton({ label, items, radios = [], className = '' }: {
  label: string;
  items: readonly MenuItem[];
  radios?: readonly MenuRadioGroup[];
  className?: string;
}) {
  const popover = useMenuPopover();
  const { open, menuId, button, menu, show, hide, choose } = popover;
  const attention = items.some((i) => i.attention);

  return (
    <>
      <button
        ref={button}
        type="button"
        className={`btn ${className}${attention ? ' btn--primary' : ''}`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => (open ? hide() : show())}
        onKeyDown={(e) => {
          if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
          e.preventDefault();
          show();
        }}
      >
        {attention && <span aria-hidden="true">⚠ </span>}
        {label}
      </button>
      <div
        ref={menu}
        id={menuId}
        popover="auto"
        role="menu"
        aria-label={label}
        className="popup-menu"
        onKeyDown={popover.onMenuKeyDown}
        onToggle={popover.onToggle}
      >
        {items.map((item) => (
          <button
            key={item.label}
            type="button"
            role="menuitem"
            tabIndex={-1}
            className={`popup-menu__item${item.attention ? ' popup-menu__item--attention' : ''}`}
            aria-description={item.description}
            onClick={() => choose(item.onSelect)}
          >
            {item.label}
          </button>
        ))}
        {radios.map((group) => (
          <RadioGroup key={group.label} group={group} choose={choose} />
        ))}
      </div>
    </>
  );
}

function RadioGroup({ group, choose }: { group: MenuRadioGroup; choose(select: () => void): void }) {
  return (
    <Group label={group.label}>
      {group.options.map((option) => (
        <button
          key={option.label}
          type="button"
          role="menuitemradio"
          tabIndex={-1}
          lang={option.lang}
          aria-checked={option.checked}
          className="popup-menu__item"
          onClick={() => choose(option.onSelect)}
        >
          {option.label}
        </button>
      ))}
    </Group>
  );
}

function Group({ label, children }: { label: string; children: ReactNode }) {
  const id = useId();
  return (
    <div role="group" aria-labelledby={id} className="popup-menu__group">
      <span id={id} className="popup-menu__group-label" aria-hidden="true">
        {label}
      </span>
      {children}
    </div>
  );
}
