import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import { loadSiteContent } from '@/server/site/content';

// Issue 29: Premium promised round-the-clock support while the office hours (site.yaml, the source of truth) are
// Monday to Friday; replies were promised "the same working day" in one place and "within 24 h" (site.yaml's reply
// figure) in another. Every text a visitor reads is scanned for the contradicting promises.
function files(dir: string, ext: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith(ext))
    .map((name) => path.join(dir, name));
}
const copy = [
  ...files('locales', '.json'),
  ...files('src/content/packages', '.md'),
  ...files('src/content/faq', '.md'),
];
const text = (file: string) => readFileSync(file, 'utf8');

test('no text promises support around the clock while the support hours leave days out', () => {
  const days = new Set(loadSiteContent().contact.hours.flatMap((h) => h.days));
  expect(days.size).toBeLessThan(7);
  const roundTheClock = /7\/24|24\/7|7 gün 24 saat|around the clock|7 days a week|rund um die Uhr|7 Tage die Woche/i;
  expect(copy.filter((file) => roundTheClock.test(text(file)))).toEqual([]);
});

test('replies are promised one way: within 24 hours on working days, as site.yaml states', () => {
  const reply = loadSiteContent().figures.items.find((figure) => figure.unit === 'hours');
  expect(reply?.value).toBe(24);
  const sameDay = /same working day|aynı iş günü|selben Werktag|gleichen Werktag/i;
  expect(copy.filter((file) => sameDay.test(text(file)))).toEqual([]);
});
