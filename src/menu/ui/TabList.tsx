/**
 * A row (or column) of tabs with the keyboard behaviour of the WAI-ARIA tabs pattern: one
 * tab in the Tab order (the selected one), arrow keys move between tabs and wrap, Home and
 * End jump to the ends. With `activation="auto"` moving also selects; with "manual" Enter or
 * Space selects, for tabs whose choice has consequences (a brand switch empties the order).
 * A vertical list takes the left and right arrows too: in portrait the category rail is laid
 * out as a row (styles.css). A row that scrolls sideways keeps its selected tab in view.
 */
import { memo, useEffect, useRef, type KeyboardEvent } from 'react';

export interface TabItem {
  readonly id: number;
  readonly name: string;
}

export interface TabListProps {
  label: string;
  items: readonly TabItem[];
  selectedId: number | null;
  onSelect(id: number): void;
  orientation?: 'horizontal' | 'vertical';
  activation?: 'auto' | 'manual';
  className?: string;
}

function step(key: string, vertical: boolean, rtl: boolean): number | 'first' | 'last' | null {
  if (key === 'Home') return 'first';
  if (key === 'End') return 'last';
  if (vertical && (key === 'ArrowDown' || key === 'ArrowUp')) return key === 'ArrowDown' ? 1 : -1;
  if (key === 'ArrowRight') return rtl ? -1 : 1;
  if (key === 'ArrowLeft') return rtl ? 1 : -1;
  return null;
}

function TabListView({
  label,
  items,
  selectedId,
  onSelect,
  orientation = 'horizontal',
  activation = 'manual',
  className = 'tabs',
}: TabListProps) {
  const focusableId = items.some((t) => t.id === selectedId) ? selectedId : (items[0]?.id ?? null);
  const listRef = useRef<HTMLDivElement>(null);

  // A new selection (a tap, another group's first category) scrolls its row by as little as
  // shows the tab whole; a row already showing it does not move. After the frame's layout, so
  // it costs no extra one.
  useEffect(() => {
    const frame = requestAnimationFrame(() =>
      listRef.current?.querySelector('[aria-selected="true"]')?.scrollIntoView({ block: 'nearest', inline: 'nearest' }),
    );
    return () => cancelAnimationFrame(frame);
  }, [selectedId, items]);

  function onKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    const list = e.currentTarget;
    const rtl = getComputedStyle(list).direction === 'rtl';
    const move = step(e.key, orientation === 'vertical', rtl);
    if (move === null) return;
    const tabs = Array.from(list.querySelectorAll<HTMLButtonElement>('[role="tab"]'));
    const at = tabs.findIndex((t) => t === document.activeElement);
    if (at < 0 || tabs.length === 0) return;
    e.preventDefault();
    const to = move === 'first' ? 0 : move === 'last' ? tabs.length - 1 : (at + move + tabs.length) % tabs.length;
    tabs[to]!.focus();
    const item = items[to];
    if (activation === 'auto' && item !== undefined) onSelect(item.id);
  }

  return (
    <div ref={listRef} role="tablist" aria-label={label} aria-orientation={orientation} className={className} onKeyDown={onKeyDown}>
      {items.map((t) => (
        <button
          key={t.id}
          type="button"
          role="tab"
          className="tab"
          aria-selected={t.id === selectedId}
          tabIndex={t.id === focusableId ? 0 : -1}
          onClick={() => onSelect(t.id)}
        >
          {t.name}
        </button>
      ))}
    </div>
  );
}

/** Re-renders only when its tabs, selection or handler change: the rail can hold hundreds of tabs. */
export const TabList = memo(TabListView);
