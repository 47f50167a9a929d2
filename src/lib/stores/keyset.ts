/**
 * Page numbers over keyset pages (decision 088): the API answers a `nextCursor`, not page N, so this remembers where
 * each page seen so far starts. "Next" follows the last answer's cursor, "previous" goes back to a remembered one;
 * page 1 (a new search or filter) forgets them all.
 */
export function cursorTrail() {
  let starts: (string | undefined)[] = [];
  return {
    /** The cursor that page `page` starts at (none for page 1). */
    cursorOf(page: number): string | undefined {
      if (page <= 1) starts = [];
      return starts[page - 2];
    },
    /** Remembers where the page after `page` starts. */
    remember(page: number, nextCursor: string | null): void {
      if (nextCursor) starts[page - 1] = nextCursor;
    },
  };
}
