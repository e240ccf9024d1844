/**
 * How the grid's virtualizer learns its viewport's size and scroll offset, and scrolls,
 * without touching layout while the DOM is being changed. The library's defaults read
 * `clientWidth` and `scrollTop` and write the offset back when a grid mounts; each forces the
 * browser to lay out the whole page in the middle of a React commit, which was most of a
 * category tap's cost.
 *
 * Here a new grid starts from the last size measured and at offset 0 (a freshly mounted
 * scroller is at the top); the size then comes from a ResizeObserver (after layout, before
 * paint), the offset from scroll events. Without layout (jsdom, a hidden screen) the
 * observer reports nothing, or zero, and the last size stands.
 */
import { elementScroll, type Rect, type Virtualizer } from '@tanstack/react-virtual';

/** How long after the last scroll event the grid counts as still scrolling. */
const SCROLL_SETTLE_MS = 150;

export function observeRectAfterLayout(onSize: (rect: Rect) => void) {
  return (instance: Virtualizer<HTMLDivElement, Element>, cb: (rect: Rect) => void): (() => void) | undefined => {
    const element = instance.scrollElement;
    const View = element?.ownerDocument.defaultView;
    if (!element || !View?.ResizeObserver) return undefined;
    const observer = new View.ResizeObserver(() => {
      // clientWidth and clientHeight leave out the scroll bar; layout is fresh here, so reading them is free.
      const rect = { width: element.clientWidth, height: element.clientHeight };
      if (rect.width <= 0 || rect.height <= 0) return;
      onSize(rect);
      cb(rect);
    });
    observer.observe(element);
    return () => observer.disconnect();
  };
}

export function observeOffsetOnScroll(instance: Virtualizer<HTMLDivElement, Element>, cb: (offset: number, isScrolling: boolean) => void): (() => void) | undefined {
  const element = instance.scrollElement;
  if (!element) return undefined;
  let settle: ReturnType<typeof setTimeout> | undefined;
  const onScroll = () => {
    cb(element.scrollTop, true);
    clearTimeout(settle);
    settle = setTimeout(() => cb(element.scrollTop, false), SCROLL_SETTLE_MS);
  };
  element.addEventListener('scroll', onScroll, { passive: true });
  return () => {
    element.removeEventListener('scroll', onScroll);
    clearTimeout(settle);
  };
}

type ScrollOptions = Parameters<typeof elementScroll>[1];

/** Scrolls only when the target differs from where the grid already is (a new grid is at the top). */
export function scrollUnlessThere(offset: number, options: ScrollOptions, instance: Virtualizer<HTMLDivElement, Element>): void {
  if (offset + (options.adjustments ?? 0) === (instance.scrollOffset ?? 0) && options.behavior !== 'smooth') return;
  elementScroll(offset, options, instance);
}
