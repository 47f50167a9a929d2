import { expect, test } from 'vitest';
import { findSlot } from './toast-placement';

// A phone screen under a 64px sticky header; toasts 60px tall.
const screen = { top: 64, bottom: 844 };
const at = (top: number, bottom = top + 40) => ({ top, bottom });

test('toasts take the bottom edge when no control is there', () => {
  expect(findSlot(screen, 60, [at(100), at(400)], null)).toBe(776);
});

test('a control at the bottom (the save button just pressed) moves them to the lowest free gap above it', () => {
  // Controls at 300–340 and 780–820: the gap between them fits a toast just above the lower one.
  expect(findSlot(screen, 60, [at(300), at(780)], at(780))).toBe(712);
});

test('with no gap tall enough, they keep the focused control visible', () => {
  const crowded = Array.from({ length: 20 }, (_, i) => at(64 + i * 40, 104 + i * 40));
  expect(findSlot(screen, 60, crowded, at(784, 824))).toBe(72);
  expect(findSlot(screen, 60, crowded, at(100))).toBe(776);
});
