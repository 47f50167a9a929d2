import { atom } from 'nanostores';
import { apiData } from '../api/client';
import type { AppointmentStatusChange } from '../schemas/appointments';
import type { DocumentReview, DocumentView } from '../schemas/documents';
import type { CaseDetail, CaseDocument, CaseNote } from '../schemas/staff';
import type { StaffAppointment, StepChangeInput } from '../schemas/staff-work';
import { downloadFrom, loadFile } from '../uploads/download';
import { loadInto, type Loadable } from './loadable';

/**
 * One case in the console (GET /staff/cases/{id}) and the work done on it: document review, process steps, meeting
 * status, internal notes. Each action reloads the case, so every section shows what the server now holds; it
 * rejects with the API error unchanged (docs/decisions/009).
 */

export const $staffCase = atom<Loadable<CaseDetail>>({ status: 'loading' });
export const $caseNotes = atom<Loadable<CaseNote[]>>({ status: 'loading' });

let caseId = '';
const casePath = () => `/staff/cases/${encodeURIComponent(caseId)}`;

export function loadCase(id: string): Promise<CaseDetail> {
  caseId = id;
  return loadInto($staffCase, () => apiData<CaseDetail>(casePath()));
}

/** Reloads the open case in place (no spinner): after a write. */
async function refresh(): Promise<void> {
  $staffCase.set({ status: 'ready', data: await apiData<CaseDetail>(casePath()) });
}

export async function reviewDocument(documentId: string, review: DocumentReview): Promise<DocumentView> {
  const document = await apiData<DocumentView>(`/staff/documents/${documentId}/review`, {
    method: 'POST',
    body: review,
  });
  await refresh();
  return document;
}

export async function changeStep(userPackageId: string, stepKey: string, change: StepChangeInput): Promise<void> {
  await apiData(`/staff/user-packages/${userPackageId}/steps/${encodeURIComponent(stepKey)}`, {
    method: 'PATCH',
    body: change,
  });
  await refresh();
}

/** POST /staff/appointments/{id}/status; `afterwards` reloads whatever list shows the meeting (this case by default). */
export async function changeAppointment(
  id: string,
  change: AppointmentStatusChange,
  afterwards: () => Promise<unknown> = refresh,
): Promise<StaffAppointment> {
  const meeting = await apiData<StaffAppointment>(`/staff/appointments/${id}/status`, { method: 'POST', body: change });
  await afterwards();
  return meeting;
}

/** PATCH /staff/cases/{id} (admins): hands the case to another staff member, or to nobody (`null`). */
export async function assignCase(advisorId: string | null): Promise<void> {
  await apiData(casePath(), { method: 'PATCH', body: { advisorId } });
  await refresh();
}

export const loadNotes = (): Promise<CaseNote[]> =>
  loadInto($caseNotes, () => apiData<CaseNote[]>(`${casePath()}/notes`));

export async function addNote(body: string): Promise<CaseNote> {
  const note = await apiData<CaseNote>(`${casePath()}/notes`, { method: 'POST', body: { body } });
  const current = $caseNotes.get();
  $caseNotes.set({ status: 'ready', data: [...(current.status === 'ready' ? current.data : []), note] });
  return note;
}

/** The document's bytes, for the preview. */
export const loadDocument = (document: CaseDocument): Promise<Blob> => loadFile(document.url);

/** Saves the document under its name. */
export const downloadDocument = (document: CaseDocument): Promise<string> => downloadFrom(document.url, document.name);
