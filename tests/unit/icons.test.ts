import { existsSync, readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { ICON_NAMES } from '../../src/components/marketing/icons';

// An icon name without its SVG file or CSS rule renders an empty box: nothing else would notice.
const css = readFileSync('src/styles/icons.css', 'utf8');

test.each(ICON_NAMES)('icon %s has its SVG file and its CSS rule', (name) => {
  const file = `src/styles/icons/${name}.svg`;
  expect(existsSync(file)).toBe(true);
  expect(readFileSync(file, 'utf8')).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 24 24"/);
  expect(css).toContain(`.icon-${name} {\n  --icon: url('./icons/${name}.svg');\n}`);
});

test('every icon rule in the stylesheet belongs to a listed icon', () => {
  const rules = [...css.matchAll(/^\.icon-(\w+) \{/gm)].map((m) => m[1]);
  expect(rules.sort()).toEqual([...ICON_NAMES].sort());
});
