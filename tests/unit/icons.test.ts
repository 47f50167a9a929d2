import { existsSync, readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { ICON_NAMES } from '@/components/marketing/icons';
import { buildSprite, SPRITE } from '../../scripts/build/icon-sprite.mjs';

// An icon name without its SVG file, CSS rule or cell in the strip renders an empty box or the wrong icon: nothing
// else would notice.
const css = readFileSync('src/styles/icons.css', 'utf8');

test.each(ICON_NAMES.map((name, index) => [name, index] as const))(
  'icon %s has its SVG file and shows cell %i',
  (name, index) => {
    const file = `src/styles/icons/${name}.svg`;
    expect(existsSync(file)).toBe(true);
    expect(readFileSync(file, 'utf8')).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 24 24"/);
    expect(css).toContain(`.icon-${name} {\n  --icon-index: ${index};\n}`);
  },
);

test('every icon rule in the stylesheet belongs to a listed icon', () => {
  const rules = [...css.matchAll(/^\.icon-(\w+) \{/gm)].map((m) => m[1]);
  expect(rules.sort()).toEqual([...ICON_NAMES].sort());
});

test('the strip is up to date (`npm run icons`) and the stylesheet cuts it into as many cells as there are icons', () => {
  expect(readFileSync(SPRITE, 'utf8')).toBe(buildSprite(ICON_NAMES));
  expect(readFileSync(SPRITE, 'utf8')).toContain(`viewBox="0 0 ${ICON_NAMES.length * 24} 24"`);
  expect(css).toContain(`mask-size: ${ICON_NAMES.length * 100}% 100%;`);
  expect(css).toContain(`mask-position: calc(var(--icon-index) * 100% / ${ICON_NAMES.length - 1}) 0;`);
});
