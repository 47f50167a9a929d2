import { z } from 'zod';

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
