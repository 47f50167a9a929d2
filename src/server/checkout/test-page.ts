import { eq } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { localePath, negotiateLocale } from '@/lib/i18n/locales';
import type { AppDeps } from '@/server/context';
import { checkoutSessions, packages, type CheckoutSessionRow } from '@/server/db/schema';
import { isUuid } from '@/server/files/service';
import { recordFailedPayment } from '@/server/payments/record';
import { fulfilCheckout } from './fulfil';
import { activeProviderName } from '@/server/payment-providers/provider';
import { renderTestNotFound, renderTestPage, TEST_PAGE_CSP } from './test-page-html';
import { testCheckoutPath } from '@/server/payment-providers/test-provider';
import { effectiveStatus } from './view';
import { answersHtml, answersRedirect } from '@/server/http/answers';

/** Stripe's test cards: the first always pays, the second is always declined. */
const SUCCEEDS = '4242424242424242';
const DECLINED = '4000000000000002';

const successUrl = (session: CheckoutSessionRow) =>
  `${localePath(session.locale, '/dashboard/payment/success')}?session_id=${session.id}`;

/**
 * GET/POST /checkout/test/{id}: the test provider's hosted page. Like a provider's page it is reached by the
 * session's unguessable id (the browser carries no bearer token on a navigation). It exists only while the test
 * provider is the active one, so a site that switched to Stripe cannot be paid with a test card.
 * Paying answers 303 to the success page in the buyer's language; a declined card records a failed payment and
 * comes back here with the decline shown.
 */
export function testCheckoutRoutes(deps: AppDeps) {
  const r = new Hono();

  const page = (c: Context, html: string, status: 200 | 404 = 200) =>
    c.html(html, status, { 'Content-Security-Policy': TEST_PAGE_CSP, 'Cache-Control': 'no-store' });

  /** The session with its package, or null when this page must not exist for it. */
  async function load(id: string) {
    if (activeProviderName(deps) !== 'test' || !isUuid(id)) return null;
    const [row] = await deps.db
      .select({ session: checkoutSessions, pkg: packages })
      .from(checkoutSessions)
      .innerJoin(packages, eq(packages.id, checkoutSessions.packageId))
      .where(eq(checkoutSessions.id, id));
    return row?.session.provider === 'test' ? row : null;
  }

  r.get('/:id', answersHtml(), async (c) => {
    const found = await load(c.req.param('id'));
    if (!found) return page(c, renderTestNotFound(negotiateLocale(c.req.header('accept-language'))), 404);
    const { session, pkg } = found;
    const status = effectiveStatus(session, deps.now());
    if (status === 'complete') return c.redirect(successUrl(session), 303);
    const query = c.req.query('result');
    return page(
      c,
      renderTestPage({
        locale: session.locale,
        action: testCheckoutPath(session.id),
        packageName: pkg.text[session.locale].name,
        amountCents: session.amountCents,
        monthly: pkg.type === 'monthly',
        problem: status === 'expired' ? 'expired' : query === 'declined' || query === 'invalid' ? query : null,
      }),
    );
  });

  r.post(
    '/:id',
    answersRedirect(),
    bodyLimit({ maxSize: 4 * 1024, onError: (c) => c.text('Payload Too Large', 413) }),
    async (c) => {
      const found = await load(c.req.param('id'));
      if (!found) return page(c, renderTestNotFound(negotiateLocale(c.req.header('accept-language'))), 404);
      const { session } = found;
      const back = (result: string) =>
        c.redirect(`${testCheckoutPath(session.id)}${result ? `?result=${result}` : ''}`, 303);
      if (session.status === 'complete') return c.redirect(successUrl(session), 303);
      if (effectiveStatus(session, deps.now()) === 'expired') return back('');
      const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
      const card = typeof form.cardNumber === 'string' ? form.cardNumber.replace(/[\s-]/g, '') : '';
      if (card === SUCCEEDS) {
        await fulfilCheckout(deps, session.id, { providerRef: null, subscriptionId: null });
        return c.redirect(successUrl(session), 303);
      }
      if (card !== DECLINED) return back('invalid');
      await recordFailedPayment(deps.db, {
        userId: session.userId,
        packageId: session.packageId,
        userPackageId: null,
        checkoutSessionId: session.id,
        provider: 'test',
        providerRef: null,
        kind: 'purchase',
        amountCents: session.amountCents,
        failureCode: 'card_declined',
        at: deps.now(),
      });
      return back('declined');
    },
  );

  return r;
}
