import { atom } from 'nanostores';
import { apiData } from '@/lib/api/data';
import type { RouteId } from '@/lib/schemas/eligibility';
import type { CefrLevel } from '@/lib/schemas/eligibility';
import { planSchema, type Plan, type PlanItem } from '@/lib/schemas/plan';
import type { UserDocument } from '@/lib/schemas/documents';
import { downloadFrom } from '@/lib/uploads/download';
import { uploadFile } from '@/lib/uploads/xhr-upload';
import { loadInto, type Loadable } from './loadable';

/**
 * "Your plan" (GET /plan, PUT /plan/route, uploads filed under an item, the visa checklist PDF). Actions resolve
 * with their result or reject with the API error unchanged (decision 009).
 */
export const $plan = atom<Loadable<Plan>>({ status: 'loading' });

export const loadPlan = (): Promise<Plan> => loadInto($plan, () => apiData('/plan', planSchema));

/** PUT /plan/route: the customer picks the route (normally the one their route check suggests). */
export async function chooseRoute(route: RouteId): Promise<Plan> {
  const plan = await apiData('/plan/route', planSchema, { method: 'PUT', body: { route } });
  $plan.set({ status: 'ready', data: plan });
  return plan;
}

/** Which documents category an item's file goes to: the CV and certificates keep their own screens' rules. */
const categoryOf = (key: string) => (key === 'cv' ? 'cv' : key === 'languageCertificate' ? 'language' : 'other');

/**
 * POST /documents filed under a plan item (then the plan is read again: the item is "in review"). A certificate may
 * say its CEFR level, which moves the language plan on once staff approve it.
 */
export async function uploadToItem(
  item: Pick<PlanItem, 'key' | 'title'>,
  file: File,
  options: { level?: CefrLevel; onProgress?: (fraction: number) => void } = {},
): Promise<UserDocument> {
  const category = categoryOf(item.key);
  // `category` first: the server picks the size limit from it while the file streams.
  const fields: Record<string, string> = {
    category,
    ...(category === 'other' && { name: item.title.slice(0, 120) }),
    ...(category === 'language' && { language: 'de', ...(options.level && { level: options.level }) }),
    planItem: item.key,
  };
  const stored = await uploadFile<UserDocument>({
    path: '/documents',
    file,
    fields,
    ...(options.onProgress && { onProgress: options.onProgress }),
  });
  await loadPlan();
  return stored;
}

/** Saves the printable checklist (GET /plan/visa-checklist.pdf?lang=tr|de); resolves to its file name. */
export const downloadVisaChecklist = (lang: 'tr' | 'de'): Promise<string> =>
  downloadFrom(`/plan/visa-checklist.pdf?lang=${lang}`, `visa-checklist-${lang}.pdf`);
