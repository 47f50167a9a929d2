import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppDeps, AppEnv } from '@/server/context';
import { ApiError, notFound } from '@/server/http/errors';
import { ok } from '@/server/http/envelope';
import { localeMiddleware } from '@/server/http/locale';
import { onError } from '@/server/http/on-error';
import { stripeClient } from '@/server/payment-providers/stripe-provider';
import { handleStripeEvent } from './stripe-events';
import { webhookReceivedSchema } from '@/lib/schemas/payments';
import { answersWith } from '@/server/http/answers';

/** Stripe's own limit on an event's age: an older signature is a replay. */
export const WEBHOOK_TOLERANCE_S = 300;
/** Stripe events are well under this; the API's JSON limit is not applied here (see below). */
export const WEBHOOK_MAX_BYTES = 1024 * 1024;

const badSignature = () => new ApiError(400, 'INVALID_SIGNATURE', 'commerce-api:webhook.invalidSignature');

/**
 * POST /api/webhooks/stripe. The signature covers the exact bytes Stripe sent, so this route reads the raw body
 * itself and is mounted on the outer app ahead of /api: no shared body middleware may parse or re-encode it first.
 * Its own size cap, locale and error handler keep it self-contained. A bad or stale signature answers 400 and
 * changes nothing; a valid event is applied once (stripe-events.ts) and answered 200, also when seen before.
 */
export function stripeWebhookRoutes(deps: AppDeps) {
  const r = new Hono<AppEnv>();
  r.use('*', localeMiddleware);
  r.onError(onError);

  r.post(
    '/',
    answersWith(webhookReceivedSchema),
    bodyLimit({
      maxSize: WEBHOOK_MAX_BYTES,
      onError: () => {
        throw new ApiError(413, 'PAYLOAD_TOO_LARGE', 'errors:common.payloadTooLarge');
      },
    }),
    async (c) => {
      const secret = deps.env.STRIPE_WEBHOOK_SECRET;
      if (!deps.env.STRIPE_SECRET_KEY || !secret) throw notFound();
      const signature = c.req.header('stripe-signature');
      if (!signature) throw badSignature();
      const raw = Buffer.from(await c.req.arrayBuffer());
      const stripe = stripeClient(deps.env);
      const event = await stripe.webhooks
        .constructEventAsync(raw, signature, secret, WEBHOOK_TOLERANCE_S, undefined, deps.now().getTime())
        .catch(() => {
          throw badSignature();
        });
      const fresh = await handleStripeEvent(deps, event);
      return ok(c, { received: true, duplicate: !fresh });
    },
  );

  return r;
}
