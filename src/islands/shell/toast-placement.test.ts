import { expect, test } from 'vitest';
import { chooseEdge } from './toast-placement';

const bands = { bottom: { top: 760, bottom: 828 }, top: { top: 72, bottom: 140 } };
const at = (top: number, bottom = top + 40) => ({ top, bottom });

test('toasts take the bottom edge when no control is there', () => {
  expect(chooseEdge(bands, [at(100), at(400)], null)).toBe('bottom');
});

test('a control at the bottom (the save button just pressed) sends them under the header', () => {
  expect(chooseEdge(bands, [at(300), at(780)], at(780))).toBe('top');
});

test('with controls at both edges, the focused control stays visible', () => {
  expect(chooseEdge(bands, [at(90), at(780)], at(780))).toBe('top');
  expect(chooseEdge(bands, [at(90), at(780)], at(90))).toBe('bottom');
  expect(chooseEdge(bands, [at(90), at(780)], null)).toBe('bottom');
});
