import { expect, type Page } from '@playwright/test';

/**
 * Tabs through the page and checks each focused element's ring (WCAG 1.4.11: a focus indicator needs 3:1 against
 * the colours around it): an outline of at least 2px whose colour has ≥ 3:1 contrast with the background it is
 * drawn on (the parent's for an outset ring, the element's own for an inset one; every stop of a gradient).
 */
function ringOfFocused(): { name: string; contrast: number; again: boolean } | null {
  let el = document.activeElement;
  if (!el || el === document.body) return null;
  // Focus has come round to an element checked already: the whole page has been seen.
  if (el.hasAttribute('data-focus-checked')) return { name: '', contrast: 0, again: true };
  el.setAttribute('data-focus-checked', '');
  // A visually hidden control (a file input) shows its ring on the label around it.
  if (el.getBoundingClientRect().width <= 1 && el.closest('label')) el = el.closest('label') as Element;
  const name = `${el.tagName.toLowerCase()} "${(el.textContent ?? el.getAttribute('aria-label') ?? '').trim().slice(0, 30)}"`;
  const style = getComputedStyle(el);
  if (style.outlineStyle === 'none' || Number.parseFloat(style.outlineWidth) < 2) return { name: `${name} (no outline)`, contrast: 0, again: false };

  const rgb = (value: string) => (value.match(/[\d.]+/g) ?? []).map(Number);
  const luminance = ([r = 0, g = 0, b = 0]: number[]) => {
    const [R, G, B] = [r, g, b].map((c) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4));
    return 0.2126 * (R ?? 0) + 0.7152 * (G ?? 0) + 0.0722 * (B ?? 0);
  };
  const ratio = (a: number[], b: number[]) => {
    const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
    return ((hi ?? 0) + 0.05) / ((lo ?? 0) + 0.05);
  };
  const ring = rgb(style.outlineColor);
  let behind: number[][] = [[255, 255, 255]];
  const start = Number.parseFloat(style.outlineOffset) < 0 ? el : el.parentElement;
  for (let node = start; node; node = node.parentElement) {
    const s = getComputedStyle(node);
    const gradient = s.backgroundImage.match(/rgba?\([^)]*\)/g);
    if (gradient) {
      behind = gradient.map(rgb);
      break;
    }
    const color = rgb(s.backgroundColor);
    if ((color[3] ?? 1) >= 0.5) {
      behind = [color];
      break;
    }
  }
  return { name, contrast: Math.min(...behind.map((bg) => ratio(ring, bg))), again: false };
}

export async function expectVisibleFocusRings(page: Page, label: string, maxStops = 60): Promise<void> {
  const weak: string[] = [];
  let reached = 0;
  for (let i = 0; i < maxStops; i += 1) {
    await page.keyboard.press('Tab');
    const ring = await page.evaluate(ringOfFocused);
    if (!ring) continue;
    if (ring.again) break;
    reached += 1;
    if (ring.contrast < 3) weak.push(`${ring.name}: ${ring.contrast.toFixed(2)}:1`);
  }
  expect(reached, `focusable elements reached on ${label}`).toBeGreaterThan(0);
  expect(weak, `focus rings under 3:1 on ${label} (${page.url()})`).toEqual([]);
}
