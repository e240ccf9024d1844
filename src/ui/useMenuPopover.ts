/**
 * What a menu button does with its popover: where it opens (under the button, on the side the
 * language reads from), which item holds the focus, and how the keys move it. The focus always
 * goes back to the button when the menu closes.
 */
import { useId, useRef, useState, type KeyboardEvent, type RefObject, type SyntheticEvent } from 'react';

/** The item the key moves the focus to, or what the key does to the menu; null when the menu ignores the key. */
function menuKeyStep(key: string, at: number, count: number): number | 'close' | 'leave' | null {
  switch (key) {
    case 'ArrowDown':
      return at + 1;
    case 'ArrowUp':
      return at - 1;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    case 'Escape':
      return 'close';
    case 'Tab':
      return 'leave';
    default:
      return null;
  }
}

/** Places the menu under the button, its end edge on the button's (the start edge in right to left). */
function placeUnder(box: HTMLElement, button: HTMLElement): void {
  const at = button.getBoundingClientRect();
  const rtl = getComputedStyle(button).direction === 'rtl';
  box.style.insetBlockStart = `${at.bottom + 4}px`;
  box.style.insetInlineStart = rtl ? `${Math.max(8, at.left)}px` : 'auto';
  box.style.insetInlineEnd = rtl ? 'auto' : `${Math.max(8, window.innerWidth - at.right)}px`;
}

export interface MenuPopover {
  open: boolean;
  menuId: string;
  button: RefObject<HTMLButtonElement | null>;
  menu: RefObject<HTMLDivElement | null>;
  show(): void;
  hide(): void;
  /** Closes the menu, then does what the item says. */
  choose(select: () => void): void;
  onMenuKeyDown(e: KeyboardEvent): void;
  onToggle(e: SyntheticEvent): void;
}

export function useMenuPopover(): MenuPopover {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);

  const entries = () => [...(menu.current?.querySelectorAll<HTMLElement>('[role^="menuitem"]') ?? [])];
  function show() {
    if (!menu.current || !button.current) return;
    placeUnder(menu.current, button.current);
    menu.current.showPopover();
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
  function onMenuKeyDown(e: KeyboardEvent) {
    const all = entries();
    const step = menuKeyStep(e.key, all.indexOf(document.activeElement as HTMLElement), all.length);
    if (step === null) return;
    if (step === 'leave') {
      hide(); // the Tab goes on to the next control
      return;
    }
    if (step === 'close') hide();
    else all[(step + all.length) % all.length]?.focus();
    e.preventDefault();
    e.stopPropagation();
  }
  const onToggle = (e: SyntheticEvent) => setOpen((e.nativeEvent as ToggleEvent).newState === 'open');

  return { open, menuId, button, menu, show, hide, choose, onMenuKeyDown, onToggle };
}
