import { expect, type Page } from '@playwright/test';
import { PHONE } from './axe';

/** A phone, the narrowest desktop layout (Tailwind's lg) and the common laptop width of the walk-through. */
const WIDTHS = [
  ['phone', PHONE],
  ['small desktop', { width: 1024, height: 768 }],
  ['desktop', { width: 1366, height: 900 }],
] as const;

/**
 * Finds text that runs out of its box: every visible text node is measured line by line (Range rects) against the
 * content box of the block it sits in, and the page must not scroll sideways. Measured strictly: the site's
 * emergency word breaking (overflow-wrap and hyphens on <html>, src/styles/global.css) is switched off first, so a
 * layout that only fits English lengths fails here even where the browser would rescue it by splitting a word.
 */
function findOverflows(): string[] {
  const strict = document.createElement('style');
  strict.textContent = 'html { overflow-wrap: normal !important; hyphens: manual !important; }';
  document.head.append(strict);
  const found: string[] = [];
  const px = (value: string) => Number.parseFloat(value) || 0;
  const describe = (el: Element) =>
    `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.classList.length ? `.${[...el.classList].slice(0, 3).join('.')}` : ''}`;
  // Text meant to be invisible: screen-reader-only (1×1 clipped) boxes and form controls' internals.
  const skipped = (el: Element | null): boolean => {
    for (let node = el; node; node = node.parentElement) {
      if (['SELECT', 'OPTION', 'SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE'].includes(node.tagName)) return true;
      const rect = node.getBoundingClientRect();
      if (rect.width <= 1 && rect.height <= 1 && getComputedStyle(node).overflow !== 'visible') return true;
    }
    return false;
  };
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let text = walker.nextNode(); text; text = walker.nextNode()) {
    const content = text.textContent?.trim() ?? '';
    // checkVisibility: false inside a closed <details> or a display:none/visibility:hidden subtree.
    if (
      content === '' ||
      !text.parentElement ||
      !text.parentElement.checkVisibility({ visibilityProperty: true }) ||
      skipped(text.parentElement)
    )
      continue;
    let box: Element = text.parentElement;
    while (getComputedStyle(box).display === 'inline' && box.parentElement) box = box.parentElement;
    const style = getComputedStyle(box);
    if (style.textOverflow === 'ellipsis') continue;
    const outer = box.getBoundingClientRect();
    const left = outer.left + px(style.borderLeftWidth) + px(style.paddingLeft);
    const right = outer.right - px(style.borderRightWidth) - px(style.paddingRight);
    const range = document.createRange();
    range.selectNodeContents(text);
    for (const line of range.getClientRects()) {
      if (line.width === 0) continue;
      const over = Math.max(line.right - right, left - line.left);
      if (over > 1) {
        found.push(`${describe(box)} "${content.slice(0, 40)}" runs ${Math.round(over)}px out of its box`);
        break;
      }
    }
  }
  const sideways = document.documentElement.scrollWidth - window.innerWidth;
  if (sideways > 0) {
    // Name the culprits: the outermost elements reaching past the right edge while their parent does not.
    const edge = window.innerWidth + 1;
    const culprits = [...document.body.querySelectorAll('*')]
      .filter((el) => el.getBoundingClientRect().right > edge)
      .filter((el) => !el.parentElement || el.parentElement.getBoundingClientRect().right <= edge)
      .slice(0, 3)
      .map(describe);
    found.push(`the page scrolls sideways by ${sideways}px (${culprits.join(', ')})`);
  }
  strict.remove();
  return found;
}

/** No text overflows its box on the page as it is now, at phone and desktop widths (re-laid out, not reloaded). */
export async function expectNoTextOverflow(page: Page, label: string): Promise<void> {
  for (const [name, size] of WIDTHS) {
    await page.setViewportSize(size);
    const found = await page.evaluate(findOverflows);
    expect(found, `text overflowing on ${label} (${name}, ${page.url()})`).toEqual([]);
  }
}
