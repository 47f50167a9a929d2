import { atom } from 'nanostores';
import { apiData } from '@/lib/api/data';
import type { RouteId } from '@/lib/schemas/eligibility';
import {
  planSchema,
  type CustomPlanItemInput,
  type Plan,
  type PlanItem,
  type PlanItemChange,
} from '@/lib/schemas/plan';
import { loadInto, type Loadable } from './loadable';

/**
 * The plan section of a staff case (GET/PUT/PATCH /staff/cases/{id}/plan…): one case at a time. Each write answers
 * the whole plan, which replaces the store; failures reject with the API error unchanged (decision 009).
 */
export const $staffPlan = atom<Loadable<Plan>>({ status: 'loading' });

const base = (customerId: string) => `/staff/cases/${encodeURIComponent(customerId)}/plan`;
const keep = (plan: Plan) => {
  $staffPlan.set({ status: 'ready', data: plan });
  return plan;
};

export const loadStaffPlan = (customerId: string): Promise<Plan> =>
  loadInto($staffPlan, () => apiData(base(customerId), planSchema));

/** The advisor's choice of route (wins until someone chooses again). */
export const setCaseRoute = async (customerId: string, route: RouteId): Promise<Plan> =>
  keep(await apiData(`${base(customerId)}/route`, planSchema, { method: 'PUT', body: { route } }));

/** Waive, require again or move one item. */
export const changePlanItem = async (customerId: string, key: string, change: PlanItemChange): Promise<Plan> =>
  keep(
    await apiData(`${base(customerId)}/items/${encodeURIComponent(key)}`, planSchema, {
      method: 'PATCH',
      body: change,
    }),
  );

/** Swaps two neighbouring items' positions (two writes; the second answer is the plan as it now stands). */
export async function swapPlanItems(customerId: string, a: PlanItem, b: PlanItem): Promise<Plan> {
  await changePlanItem(customerId, a.key, { order: b.order });
  return changePlanItem(customerId, b.key, { order: a.order === b.order ? a.order + 1 : a.order });
}

/** POST …/plan/items: the advisor's own item for this case (decision 085), added at the end of the plan. */
export const addPlanItem = async (customerId: string, input: CustomPlanItemInput): Promise<Plan> =>
  keep(await apiData(`${base(customerId)}/items`, planSchema, { method: 'POST', body: input }));

/** DELETE …/plan/items/{key}: removes one of the advisor's own items (checklist items are waived instead). */
export const removePlanItem = async (customerId: string, key: string): Promise<Plan> =>
  keep(await apiData(`${base(customerId)}/items/${encodeURIComponent(key)}`, planSchema, { method: 'DELETE' }));
