import { execFileSync } from 'node:child_process';
import { expect, test } from 'vitest';

// Several branches are merged into main at once; a conflict block left in a Markdown file compiles and lints fine, so
// only a scan catches it (one sat in docs/DESIGN.md for a whole round). Scans what git tracks or would track, at line starts only.
const MARKERS = ['^<<<<<<< ', '^>>>>>>> ', '^=======$'];

function trackedFilesMatching(pattern: string): string[] {
  try {
    return execFileSync('git', ['grep', '--untracked', '-l', '-E', pattern, '--', '.', ':!*.snap'], {
      encoding: 'utf8',
    })
      .split('\n')
      .filter(Boolean);
  } catch (error) {
    // git grep exits 1 when nothing matches.
    if ((error as { status?: number }).status === 1) return [];
    throw error;
  }
}

test('no tracked file holds a merge conflict marker', () => {
  for (const marker of MARKERS) expect(trackedFilesMatching(marker), marker).toEqual([]);
});

test('the scan finds a marker when one is there', () => {
  expect(trackedFilesMatching('^test\\(.no tracked file holds')).toEqual(['tests/unit/merge-markers.test.ts']);
});
