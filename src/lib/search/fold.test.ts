import { expect, test } from 'vitest';
import { FOLD_FROM, FOLD_TO, foldForSearch, foldSql } from './fold';

test('Turkish letters fold to their base letters, upper and lower case alike', () => {
  expect(foldForSearch('İsmail ŞAHİN')).toBe('ismail sahin');
  expect(foldForSearch('IŞIL ışıl')).toBe('isil isil');
  expect(foldForSearch('Gül Çağrı Öztürk Müller')).toBe('gul cagri ozturk muller');
  expect(foldForSearch('Ağaoğlu')).toBe('agaoglu');
  // Decomposed input (S + combining cedilla) folds like the composed letter.
  expect(foldForSearch('S\u0327ahin')).toBe('sahin');
  // What the map does not name stays as it is: digits, signs, ß.
  expect(foldForSearch('Straße 4 %_')).toBe('straße 4 %_');
});

test('the SQL map is the same map, character for character', () => {
  expect([...FOLD_FROM]).toHaveLength([...FOLD_TO].length);
  expect(new Set(FOLD_FROM).size).toBe([...FOLD_FROM].length);
  expect(foldSql('x')).toBe(`translate(x, '${FOLD_FROM}', '${FOLD_TO}')`);
  expect(FOLD_FROM).not.toMatch(/'/);
});
