import { Hono } from 'hono';
import { readPlanContent } from '@/lib/plan/content';
import { planRouteSchema, planSchema, visaChecklistQuerySchema } from '@/lib/schemas/plan';
import type { AppDeps, AppEnv } from '@/server/context';
import { casePlans } from '@/server/db/schema';
import { attachmentDisposition } from '@/server/files/names';
import { answersFile, answersWith } from '@/server/http/answers';
import { requireAuth } from '@/server/http/auth';
import { ok } from '@/server/http/envelope';
import { validateJson, validateQuery } from '@/server/http/validate';
import { buildPlan } from './build';
import { renderVisaChecklist } from './checklist-pdf';

/**
 * The customer's plan (decision 079): GET / (route, items with their state, language inputs), PUT /route (the
 * customer picks the route, normally the one their saved route check suggests), GET /visa-checklist.pdf?lang=tr|de
 * (the approved documents to bring, fees and the iDATA notice).
 */
export function planRoutes(deps: AppDeps) {
  const r = new Hono<AppEnv>();
  r.use('*', requireAuth(deps));

  r.get('/', answersWith(planSchema), async (c) => ok(c, await buildPlan(deps.db, c.var.userId, c.var.locale)));

  r.put('/route', answersWith(planSchema), validateJson(planRouteSchema), async (c) => {
    const { route } = c.req.valid('json');
    const row = { userId: c.var.userId, route, routeSource: 'check' as const, updatedAt: deps.now() };
    await deps.db
      .insert(casePlans)
      .values(row)
      .onConflictDoUpdate({ target: casePlans.userId, set: { route, routeSource: 'check', updatedAt: row.updatedAt } });
    return ok(c, await buildPlan(deps.db, c.var.userId, c.var.locale));
  });

  r.get('/visa-checklist.pdf', answersFile('application/pdf'), validateQuery(visaChecklistQuerySchema), async (c) => {
    const { lang } = c.req.valid('query');
    const plan = await buildPlan(deps.db, c.var.userId, lang);
    const pdf = await renderVisaChecklist(plan, readPlanContent().facts, lang, deps.now());
    return c.body(new Uint8Array(pdf), 200, {
      'Content-Type': 'application/pdf',
      'Content-Length': String(pdf.length),
      'Content-Disposition': attachmentDisposition(`visa-checklist-${lang}.pdf`),
      'Cache-Control': 'no-store',
    });
  });

  return r;
}
