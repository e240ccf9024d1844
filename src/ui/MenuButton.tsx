/**
 * A menu button (WAI-ARIA "menu button"): a `button` that opens a `menu` of `menuitem`s (and
 * `menuitemradio`s in named groups). The menu is a popover in the top layer, so no bar that
 * clips or scrolls can hide it. The arrow keys, Home and End move between the items, Enter or
 * Space (or a tap) chooses one and closes the menu, Escape or a tap outside closes it, and the
 * focus goes back to the button.
 */
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
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
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const attention = items.some((i) => i.attention);

  const entries = () => [...(menu.current?.querySelectorAll<HTMLElement>('[role^="menuitem"]') ?? [])];
  function show() {
    const box = menu.current;
    const at = button.current?.getBoundingClientRect();
    if (!box || !at) return;
    // Under the button, its end edge on the button's (the start edge in right to left).
    const rtl = getComputedStyle(button.current!).direction === 'rtl';
    box.style.insetBlockStart = `${at.bottom + 4}px`;
    box.style.insetInlineStart = rtl ? `${Math.max(8, at.left)}px` : 'auto';
    box.style.insetInlineEnd = rtl ? 'auto' : `${Math.max(8, window.innerWidth - at.right)}px`;
    box.showPopover();
    entries()[0]?.focus();
  }
  function hide() {
    if (menu.current?.matches(':popover-open')) menu.current.hidePopover();
    button.current?.focus();
  }
  function choose(select: () => void) {
    hide();
    select();
  }
  function onKeyDown(e: KeyboardEvent) {
    const all = entries();
    const at = all.indexOf(document.activeElement as HTMLElement);
    const go = (i: number) => all[(i + all.length) % all.length]?.focus();
    switch (e.key) {
      case 'ArrowDown':
        go(at + 1);
        break;
      case 'ArrowUp':
        go(at - 1);
        break;
      case 'Home':
        go(0);
        break;
      case 'End':
        go(all.length - 1);
        break;
      case 'Escape':
        hide();
        break;
      case 'Tab':
        hide();
        return;
      default:
        return;
    }
    e.preventDefault();
    e.stopPropagation();
  }

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
        onKeyDown={onKeyDown}
        onToggle={(e) => setOpen((e.nativeEvent as ToggleEvent).newState === 'open')}
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
          <Group key={group.label} label={group.label}>
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
        ))}
      </div>
    </>
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
