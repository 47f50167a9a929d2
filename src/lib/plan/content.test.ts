import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, expect, test } from 'vitest';
import { ROUTE_IDS } from '@/lib/schemas/eligibility';
import { PLAN_CONTENT_DIR, readPlanContent } from './content';
import { itemsForRoute, languageTimeline, levelsToLearn } from './rules';

// Decision 080: no plan item without its official source and the day it was checked.
const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A copy of the real content with one edit to the checklist, read fresh (the reader caches per folder). */
function withChecklist(edit: (yaml: string) => string) {
  const dir = mkdtempSync(path.join(tmpdir(), 'plan-content-'));
  dirs.push(dir);
  cpSync(PLAN_CONTENT_DIR, dir, { recursive: true });
  const file = path.join(dir, 'checklist.yaml');
  writeFileSync(file, edit(readFileSync(file, 'utf8')));
  return () => readPlanContent(dir);
}

test('every route has items, and every item names an https source and a check date', () => {
  const { items } = readPlanContent();
  for (const route of ROUTE_IDS) expect(itemsForRoute(items, route).length, route).toBeGreaterThan(3);
  for (const item of items) {
    expect(item.source, item.key).toMatch(/^https:\/\//);
    expect(item.checkedAt, item.key).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  }
});

test('an item without a source fails, naming the file and the field', () => {
  const read = withChecklist((yaml) => yaml.replace(/^ {2}source: .*\n/m, ''));
  expect(read).toThrow(/checklist\.yaml: passport\.source/);
});

test('an item without a check date fails', () => {
  const read = withChecklist((yaml) => yaml.replace(/^ {2}checkedAt: .*\n/m, ''));
  expect(read).toThrow(/passport\.checkedAt/);
});

test('an item confirmed for a route it is not on fails', () => {
  const read = withChecklist((yaml) => yaml.replace("confirmedFor: ['20a']", "confirmedFor: ['16d3']"));
  expect(read).toThrow(/anabin\.confirmedFor/);
});

test('the language timeline adds the published hours of each level still to learn', () => {
  const { facts } = readPlanContent();
  expect(levelsToLearn(null, 'B1')).toEqual(['A1', 'A2', 'B1']);
  expect(levelsToLearn('B1', 'A1')).toEqual([]);
  // LanguageCert: A1 95, A2 95, B1 180 hours; at 10 hours a week.
  expect(languageTimeline(facts, 'A1', 'B1', 10)).toEqual([
    { level: 'A2', hours: 95, weeks: 10 },
    { level: 'B1', hours: 180, weeks: 28 },
  ]);
});
