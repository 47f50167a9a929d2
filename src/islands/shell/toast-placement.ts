/**
 * Where toasts go so that they hide no control. Wide screens: the top centre, over the header's empty middle (every
 * app layout keeps its controls at the header's ends). Narrow screens have no such strip: the toasts take the
 * bottom edge unless a control is there right now, then the top edge under the header, whichever is free; when
 * neither is, the one that keeps the focused control visible.
 */
export interface Band {
  top: number;
  bottom: number;
}

export type Edge = 'bottom' | 'top';

const overlaps = (band: Band, rect: Band) => rect.bottom > band.top && rect.top < band.bottom;

export function chooseEdge(bands: Record<Edge, Band>, controls: Band[], focused: Band | null): Edge {
  const free = (edge: Edge) => !controls.some((rect) => overlaps(bands[edge], rect));
  if (free('bottom')) return 'bottom';
  if (free('top')) return 'top';
  return focused && overlaps(bands.bottom, focused) && !overlaps(bands.top, focused) ? 'top' : 'bottom';
}

const CONTROLS = 'a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex="-1"])';
const GAP = 16;

/** Measures the page as it is now: the controls on screen (outside `region`) and the two candidate bands. */
export function placeToasts(region: HTMLElement): { edge: Edge; top: number } {
  const height = region.offsetHeight;
  const header = document.querySelector('header')?.getBoundingClientRect();
  const top = Math.max(0, header && header.top <= 0 ? header.bottom : 0) + GAP / 2;
  const bands = { bottom: { top: innerHeight - GAP - height, bottom: innerHeight - GAP }, top: { top, bottom: top + height } };
  const onScreen = (rect: DOMRect) => rect.width > 1 && rect.height > 1 && rect.bottom > 0 && rect.top < innerHeight;
  const controls = [...document.querySelectorAll(CONTROLS)]
    .filter((el) => !region.contains(el))
    .map((el) => el.getBoundingClientRect())
    .filter(onScreen);
  const active = document.activeElement;
  const focused = active && active !== document.body && !region.contains(active) ? active.getBoundingClientRect() : null;
  return { edge: chooseEdge(bands, controls, focused), top };
}
