import { atom } from 'nanostores';
import { z } from 'zod';
import { apiData } from '@/lib/api/data';
import type { CursorPage } from '@/lib/schemas/paging';
import {
  caseAssignAnswerSchema,
  caseDetailSchema,
  caseNoteAnswerSchema,
  casePageSchema,
  stepChangeAnswerSchema,
  type CaseDetail,
  type CaseFilter,
  type CaseNote,
  type CaseSummary,
  type StepChangeInput,
} from '@/lib/schemas/cases';
import { cursorTrail } from './keyset';
import { loadInto, type Loadable } from './loadable';

/**
 * The staff console's cases: the case table (GET /staff/cases, one page at a time, searched and filtered on the
 * server) and one case (GET /staff/cases/{id}) with the work done on it: process steps, the advisor in charge,
 * internal notes. Each write reloads the case, so every section shows what the server now holds; it rejects with
 * the API error unchanged (docs/decisions/009). Document review and appointment status are in documents.staff.ts
 * and appointments.staff.ts; they reload the case the same way.
 */

export interface CaseListQuery {
  search: string;
  filter: CaseFilter;
  page: number;
}

export const CASE_PAGE_SIZE = 20;

export const $caseQuery = atom<CaseListQuery>({ search: '', filter: 'all', page: 1 });
export const $caseList = atom<Loadable<CursorPage<CaseSummary>>>({ status: 'loading' });

const trail = cursorTrail();

/** Loads the page `$caseQuery` names (the server pages by keyset; `trail` knows where page N starts). */
export function loadCases(): Promise<CursorPage<CaseSummary>> {
  const { search, filter, page } = $caseQuery.get();
  const cursor = trail.cursorOf(page);
  const query = {
    pageSize: CASE_PAGE_SIZE,
    filter,
    ...(cursor && { cursor }),
    ...(search.trim() && { search: search.trim() }),
  };
  return loadInto($caseList, async () => {
    const answer = await apiData('/staff/cases', casePageSchema, { query });
    trail.remember(page, answer.nextCursor);
    return answer;
  });
}

/** A new search or filter starts at page 1; a page change (one forward or back) keeps them. Then loads. */
export function setCaseQuery(change: Partial<CaseListQuery>): Promise<CursorPage<CaseSummary>> {
  const current = $caseQuery.get();
  const page = change.page ?? (change.search !== undefined || change.filter !== undefined ? 1 : current.page);
  $caseQuery.set({ ...current, ...change, page });
  return loadCases();
}

export const $staffCase = atom<Loadable<CaseDetail>>({ status: 'loading' });
export const $caseNotes = atom<Loadable<CaseNote[]>>({ status: 'loading' });

let caseId = '';
const casePath = () => `/staff/cases/${encodeURIComponent(caseId)}`;

export function loadCase(id: string): Promise<CaseDetail> {
  caseId = id;
  return loadInto($staffCase, () => apiData(casePath(), caseDetailSchema));
}

/** Reloads the open case in place (no spinner): after a write. */
export async function refreshCase(): Promise<void> {
  $staffCase.set({ status: 'ready', data: await apiData(casePath(), caseDetailSchema) });
}

export async function changeStep(userPackageId: string, stepKey: string, change: StepChangeInput): Promise<void> {
  await apiData(`/staff/user-packages/${userPackageId}/steps/${encodeURIComponent(stepKey)}`, stepChangeAnswerSchema, {
    method: 'PATCH',
    body: change,
  });
  await refreshCase();
}

/** PATCH /staff/cases/{id} (admins): hands the case to another staff member, or to nobody (`null`). */
export async function assignCase(advisorId: string | null): Promise<void> {
  await apiData(casePath(), caseAssignAnswerSchema, { method: 'PATCH', body: { advisorId } });
  await refreshCase();
}

export const loadNotes = (): Promise<CaseNote[]> =>
  loadInto($caseNotes, () => apiData(`${casePath()}/notes`, z.array(caseNoteAnswerSchema)));

export async function addNote(body: string): Promise<CaseNote> {
  const note = await apiData(`${casePath()}/notes`, caseNoteAnswerSchema, { method: 'POST', body: { body } });
  const current = $caseNotes.get();
  $caseNotes.set({ status: 'ready', data: [...(current.status === 'ready' ? current.data : []), note] });
  return note;
}
