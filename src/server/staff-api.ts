import { Hono } from 'hono';
import { staffRefundRoutes } from './refunds/staff-routes';
import { staffWithdrawalRoutes } from './contracts/routes';
import { staffCancellationRoutes } from './contracts/staff-cancellations';
import { staffAppointmentRoutes } from './appointments/staff-routes';
import { caseFileRoutes } from './cases/files';
import { caseNoteRoutes } from './cases/notes';
import { caseRoutes } from './cases/routes';
import { caseStepRoutes } from './cases/steps';
import type { AppDeps } from './context';
import { deactivationRoutes } from './deactivation/routes';
import { staffDocumentRoutes } from './documents/staff-routes';
import { staffPlanRoutes } from './plan/staff-routes';
import { requireAuth } from './http/auth';
import { staffRole, type StaffEnv } from './staff/access';
import { staffAccountRoutes } from './staff/routes';
import { staffSupportRoutes } from './support/staff-routes';
import { systemRoutes } from './system/routes';
import { staffMessageRoutes } from './messages/staff-routes';

/**
 * Everything under /api/staff: each resource's staff routes (its `staff-routes.ts`), behind one role check
 * (`staffRole`: advisors and admins, the role of requireAuth's live-account check, decision 101); admin-only parts add `adminOnly`;
 * per-case access goes through `findCase`. Every write calls `audited(tx, …)` in its transaction. Composed here,
 * beside app.ts, and not in staff/: the feature folders import staff/ (access, audit), so staff/ imports none of them.
 */
export function staffApi(deps: AppDeps) {
  const r = new Hono<StaffEnv>();
  r.use('*', requireAuth(deps), staffRole);
  r.route('/cases', caseRoutes(deps));
  r.route('/cases', caseNoteRoutes(deps));
  r.route('/cases', caseFileRoutes(deps));
  r.route('/', staffAccountRoutes(deps));
  r.route('/users', deactivationRoutes(deps));
  r.route('/', staffDocumentRoutes(deps));
  r.route('/', caseStepRoutes(deps));
  r.route('/', staffPlanRoutes(deps));
  r.route('/', staffAppointmentRoutes(deps));
  r.route('/', staffRefundRoutes(deps));
  r.route('/', staffWithdrawalRoutes(deps));
  r.route('/', staffCancellationRoutes(deps));
  r.route('/support-messages', staffSupportRoutes(deps));
  r.route('/system', systemRoutes(deps));
  r.route('/', staffMessageRoutes(deps));
  return r;
}
