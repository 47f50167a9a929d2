/**
 * The marketing pages' outline icons (Heroicons v2, MIT): each is src/styles/icons/<name>.svg with an `.icon-<name>`
 * rule in src/styles/icons.css, drawn by Icon.astro. A new icon needs all three (tests/unit/icons.test.ts checks).
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
