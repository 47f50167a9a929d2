import { expect, test } from 'vitest';
import { formatPrice } from './price';

test.each([
  ['tr', 9900, '€99'],
  ['en', 9900, '€99'],
  ['de', 9900, '99 €'],
  ['tr', 4950, '€49,50'],
  ['en', 4950, '€49.50'],
  ['de', 199900, '1.999 €'],
] as const)('%s %i cents → %s', (locale, cents, expected) => {
  // Intl separates "99" and "€" with a no-break space in German.
  expect(formatPrice(cents, locale).replace(/\u00a0/g, ' ')).toBe(expected);
});
