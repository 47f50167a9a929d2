import { z } from 'zod';
import { text } from './fields';

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

/** `?page=&pageSize=` of every server-paged list: 1-based pages, a bounded size. */
export const pageSchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});

/** The answer schema of a paged list of `item`. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), page: z.int(), pageSize: z.int(), total: z.int() });

/** `data` of a paged answer. */
export interface Page<T> {
  items: T[];
  page: number;
  pageSize: number;
  total: number;
}

/**
 * Lists too long for OFFSET (the case list, the audit log; decision 088) page by keyset: `?cursor=` is the
 * `nextCursor` of the page before (absent for the first), so a deep page costs what the first does and rows
 * written meanwhile neither repeat nor vanish. `cursor` is the list's own format (`format`), opaque to the client.
 */
export const cursorPageSchema = (format: RegExp) =>
  z.object({
    cursor: text(80).regex(format, 'validation.invalid').optional(),
    pageSize: pageSchema.shape.pageSize,
  });

/** Counting stops here: an exact total of 100,000 matches costs a scan of them all on every page. */
export const COUNT_CAP = 1000;

/** The answer schema of a keyset-paged list of `item`. */
export const cursorPageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    pageSize: z.int(),
    /** The next page's `cursor`; null on the last page. */
    nextCursor: z.string().nullable(),
    /** All matches, counted up to `COUNT_CAP`. */
    total: z.int().nonnegative(),
    /** More than `COUNT_CAP` match (`total` is then `COUNT_CAP`). */
    totalCapped: z.boolean(),
  });

/** `data` of a keyset-paged answer. */
export interface CursorPage<T> {
  items: T[];
  pageSize: number;
  nextCursor: string | null;
  total: number;
  totalCapped: boolean;
}
