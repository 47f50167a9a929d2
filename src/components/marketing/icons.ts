/**
 * The marketing pages' outline icons (Heroicons v2, MIT): each is src/styles/icons/<name>.svg and a cell of the strip
 * src/styles/icons.svg at its place in this list, with an `.icon-<name>` rule in src/styles/icons.css; drawn by
 * Icon.astro. A new icon: add its file and name (at the END, or every index after it moves), run `npm run icons`,
 * add its rule and update the cell count in icons.css (tests/unit/icons.test.ts checks all of it).
 */
export const ICON_NAMES = [
  'check',
  'chevronDown',
  'arrowRight',
  'arrowLeft',
  'menu',
  'globe',
  'recognition',
  'permit',
  'visa',
  'language',
  'jobs',
  'clock',
  'shield',
  'bolt',
  'chat',
  'circle',
] as const;
export type IconName = (typeof ICON_NAMES)[number];
