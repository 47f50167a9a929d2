import { expect, type Page } from '@playwright/test';

/**
 * Tabs through the page and checks each focused element's ring (WCAG 1.4.11: a focus indicator needs 3:1 against
 * the colours around it): an outline, or a box-shadow ring (form fields), at least 2px wide, whose colour has
 * ≥ 3:1 contrast with what it is drawn on: the parent's background for an outset ring, the element's own for an
 * inset one, every stop of a gradient.
 */
function ringOfFocused(): { name: string; contrast: number; again: boolean } | null {
  let el = document.activeElement;
  if (!el || el === document.body) return null;
  // Focus has come round to an element checked already: the whole page has been seen.
  if (el.hasAttribute('data-focus-checked')) return { name: '', contrast: 0, again: true };
  el.setAttribute('data-focus-checked', '');
  // A visually hidden control (a file input) shows its ring on the label around it.
  if (el.getBoundingClientRect().width <= 1 && el.closest('label')) el = el.closest('label') as Element;
  const name = `${el.tagName.toLowerCase()} "${(el.textContent || el.getAttribute('aria-label') || el.id).trim().slice(0, 30)}"`;

  // Any CSS colour (Tailwind 4 computes oklch) as sRGB bytes, through a 1×1 canvas.
  const canvas = document.createElement('canvas').getContext('2d', { willReadFrequently: true });
  const rgba = (color: string): number[] => {
    if (!canvas) return [0, 0, 0, 0];
    canvas.clearRect(0, 0, 1, 1);
    canvas.fillStyle = color;
    canvas.fillRect(0, 0, 1, 1);
    return [...canvas.getImageData(0, 0, 1, 1).data];
  };
  const luminance = ([r = 0, g = 0, b = 0]: number[]) => {
    const [R = 0, G = 0, B = 0] = [r, g, b].map((c) =>
      c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4,
    );
    return 0.2126 * R + 0.7152 * G + 0.0722 * B;
  };
  const ratio = (a: number[], b: number[]) => {
    const [hi = 0, lo = 0] = [luminance(a), luminance(b)].sort((x, y) => y - x);
    return (hi + 0.05) / (lo + 0.05);
  };

  const style = getComputedStyle(el);
  let ring: number[] | null = null;
  let inset = Number.parseFloat(style.outlineOffset) < 0;
  if (style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) >= 2) ring = rgba(style.outlineColor);
  else {
    // Box-shadow rings: "<colour> 0px 0px 0px 2px [inset]"; the widest spread of 2px or more is the ring.
    const shadows = style.boxShadow.split(/,(?![^(]*\))/).map((shadow) => {
      const color = /^(\w+\([^)]*\)|#\w+|\w+)/.exec(shadow.trim())?.[0] ?? '';
      const lengths = shadow.replace(color, '').match(/-?[\d.]+px/g) ?? [];
      return { color, spread: Number.parseFloat(lengths[3] ?? '0'), inset: shadow.includes('inset') };
    });
    const widest = shadows.filter((s) => s.spread >= 2).sort((a, b) => b.spread - a.spread)[0];
    if (widest) {
      ring = rgba(widest.color);
      inset = widest.inset;
    }
  }
  if (!ring || (ring[3] ?? 0) < 128) return { name: `${name} (no visible ring)`, contrast: 0, again: false };

  let behind: number[][] = [[255, 255, 255, 255]];
  for (let node: Element | null = inset ? el : el.parentElement; node; node = node.parentElement) {
    const s = getComputedStyle(node);
    const stops = s.backgroundImage === 'none' ? null : s.backgroundImage.match(/(rgba?|oklch|oklab|hsla?)\([^)]*\)/g);
    if (stops) {
      behind = stops.map(rgba);
      break;
    }
    const color = rgba(s.backgroundColor);
    if ((color[3] ?? 0) >= 128) {
      behind = [color];
      break;
    }
  }
  return { name, contrast: Math.min(...behind.map((bg) => ratio(ring, bg))), again: false };
}

export async function expectVisibleFocusRings(page: Page, label: string, maxStops = 80): Promise<void> {
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
