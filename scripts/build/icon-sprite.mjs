// `npm run icons`: joins src/styles/icons/<name>.svg, in the order of ICON_NAMES, into one horizontal strip,
// src/styles/icons.svg, which icons.css shows one 24 × 24 cell of per icon. Why one image: Chrome builds an SVG
// document for every distinct SVG image during style resolution; sixteen of them made the landing page's first
// style pass ~4× longer (docs/decisions/060). tests/unit/icons.test.ts fails when the strip is out of date.
import { readFileSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
// Node 24 (the project's `node` devDependency, what `npm run` uses) strips the types of this plain TS module.
import { ICON_NAMES } from '../../src/components/marketing/icons.ts';

export const ICONS_DIR = 'src/styles/icons';
export const SPRITE = 'src/styles/icons.svg';
const CELL = 24;
// Every icon file opens with exactly this (Heroicons v2 outline); the strip carries it once.
const ATTRIBUTES = 'fill="none" stroke="#000" stroke-width="1.5" stroke-linecap="round" stroke-linejoin="round"';
const OPENING = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${CELL} ${CELL}" ${ATTRIBUTES}>`;

/** The strip's SVG text for `names`, read from ICONS_DIR. Throws on a file that does not open like the others. */
export function buildSprite(names = ICON_NAMES, dir = ICONS_DIR) {
  const cells = names.map((name, index) => {
    const source = readFileSync(`${dir}/${name}.svg`, 'utf8').trim();
    if (!source.startsWith(OPENING) || !source.endsWith('</svg>'))
      throw new Error(`${dir}/${name}.svg: expected it to open with ${OPENING}`);
    const body = source.slice(OPENING.length, -'</svg>'.length);
    return index === 0 ? `<g>${body}</g>` : `<g transform="translate(${index * CELL})">${body}</g>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${names.length * CELL} ${CELL}" ${ATTRIBUTES}>${cells.join('')}</svg>\n`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  writeFileSync(SPRITE, buildSprite(ICON_NAMES));
  console.log(`${SPRITE}: ${ICON_NAMES.length} icons`);
}
