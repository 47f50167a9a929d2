import { Hono } from 'hono';
import type { AppDeps } from '../context';
import { requireAuth } from '../http/auth';
import { staffRole, type StaffEnv } from './access';
import { auditRoutes } from './audit-routes';
import { caseFileRoutes } from './case-files';
import { caseRoutes } from './cases';
import { calendarRoutes } from './calendar-routes';
import { caseNoteRoutes } from './notes';
import { staffSupportRoutes } from './support-routes';
import { caseWorkRoutes } from './work-routes';
import { staffUserRoutes } from './users';

/**
 * Everything under /api/staff. One role check for all of it (`staffRole`: advisors and admins, read from the
 * database per request); admin-only parts add `adminOnly`; per-case access goes through `findCase`. Every write
 * calls `audited(tx, …)` in its transaction; work on a case's rows (document review, process steps, meeting
 * status) and the calendar (meetings, availability) follow the same three rules.
 */
export function staffRoutes(deps: AppDeps) {
  const r = new Hono<StaffEnv>();
  r.use('*', requireAuth(deps), staffRole(deps));
  r.route('/cases', caseRoutes(deps));
  r.route('/cases', caseNoteRoutes(deps));
  r.route('/cases', caseFileRoutes(deps));
  r.route('/users', staffUserRoutes(deps));
  r.route('/audit', auditRoutes(deps));
  r.route('/', caseWorkRoutes(deps));
  r.route('/', calendarRoutes(deps));
  r.route('/support-messages', staffSupportRoutes(deps));
  return r;
}
