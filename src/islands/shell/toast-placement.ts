/**
 * Where toasts go so that they hide no control. Wide screens: the top centre, over the header's empty middle
 * (every app layout keeps its controls at the header's ends; CSS alone). Narrow screens have no such strip: when a
 * toast appears, the lowest stretch of the screen (below a sticky header) that holds no control is measured and
 * used: the bottom edge when it is free, else a gap between controls; with no gap tall enough, the bottom edge
 * unless the focused control is there, then the top.
 */
export interface Band {
  top: number;
  bottom: number;
}

const GAP = 8;

/** The top coordinate for a toast of `height` inside `screen`, preferring low positions (the thumb's reach). */
export function findSlot(screen: Band, height: number, controls: Band[], focused: Band | null): number {
  const lowest = screen.bottom - GAP - height;
  const fits = (top: number) => top >= screen.top + GAP && top <= lowest;
  const free = (top: number) => !controls.some((c) => c.bottom > top && c.top < top + height);
  const candidates = [lowest, ...controls.flatMap((c) => [c.top - GAP - height, c.bottom + GAP])]
    .filter(fits)
    .sort((a, b) => b - a);
  const slot = candidates.find(free);
  if (slot !== undefined) return slot;
  const coversFocus = focused !== null && focused.bottom > lowest && focused.top < lowest + height;
  return coversFocus ? screen.top + GAP : lowest;
}

const CONTROLS = 'a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex="-1"])';

/** Measures the page as it is now (controls on screen outside `region`, a sticky header) and places the toasts. */
export function placeToasts(region: HTMLElement): number {
  const header = [...document.querySelectorAll('header')]
    .map((el) => el.getBoundingClientRect())
    .find((rect) => rect.height > 0 && rect.top <= 0 && rect.bottom > 0);
  const screen = { top: header?.bottom ?? 0, bottom: innerHeight };
  const onScreen = (rect: DOMRect) =>
    rect.width > 1 && rect.height > 1 && rect.bottom > screen.top && rect.top < screen.bottom;
  const controls = [...document.querySelectorAll(CONTROLS)]
    .filter((el) => !region.contains(el))
    .map((el) => el.getBoundingClientRect())
    .filter(onScreen);
  const active = document.activeElement;
  const focused =
    active && active !== document.body && !region.contains(active) ? active.getBoundingClientRect() : null;
  return findSlot(screen, region.offsetHeight, controls, focused);
}
