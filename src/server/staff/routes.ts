import { Hono } from 'hono';
import type { AppDeps } from '@/server/context';
import type { StaffEnv } from './access';
import { auditRoutes } from './audit-routes';
import { staffUserRoutes } from './users';

/** The staff accounts' own routes under /api/staff (admins): the team (/users) and the audit log (/audit). */
export function staffAccountRoutes(deps: AppDeps) {
  const r = new Hono<StaffEnv>();
  r.route('/users', staffUserRoutes(deps));
  r.route('/audit', auditRoutes(deps));
  return r;
}
