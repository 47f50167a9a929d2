import { atom } from 'nanostores';
import { apiData } from '../api/client';
import type { Page } from '../schemas/paging';
import type { CaseFilter, CaseSummary } from '../schemas/staff';
import { loadInto, type Loadable } from './loadable';

/** The staff console's case table (GET /staff/cases): one page at a time, searched and filtered on the server. */

export interface CaseListQuery {
  search: string;
  filter: CaseFilter;
  page: number;
}

export const CASE_PAGE_SIZE = 20;

export const $caseQuery = atom<CaseListQuery>({ search: '', filter: 'all', page: 1 });
export const $caseList = atom<Loadable<Page<CaseSummary>>>({ status: 'loading' });

/** Loads the page `$caseQuery` names. */
export function loadCases(): Promise<Page<CaseSummary>> {
  const { search, filter, page } = $caseQuery.get();
  const query = { page, pageSize: CASE_PAGE_SIZE, filter, ...(search.trim() && { search: search.trim() }) };
  return loadInto($caseList, () => apiData<Page<CaseSummary>>('/staff/cases', { query }));
}

/** A new search or filter starts at page 1; a page change keeps them. Then loads. */
export function setCaseQuery(change: Partial<CaseListQuery>): Promise<Page<CaseSummary>> {
  const current = $caseQuery.get();
  const page = change.page ?? (change.search !== undefined || change.filter !== undefined ? 1 : current.page);
  $caseQuery.set({ ...current, ...change, page });
  return loadCases();
}
