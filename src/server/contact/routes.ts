import { Hono } from 'hono';
import { contactReceivedSchema, contactSchema } from '@/lib/schemas/contact';
import { fieldIssues } from '@/lib/schemas/issues';
import type { AppDeps, AppEnv } from '@/server/context';
import { contactMessages } from '@/server/db/schema';
import { clientIp } from '@/server/http/client-ip';
import { ok } from '@/server/http/envelope';
import { validationFailed } from '@/server/http/errors';
import type { KeysUnder } from '@/lib/i18n/server-keys';
import { translate } from '@/server/http/i18n';
import { rateLimiter } from '@/server/http/rate-limit';
import { documentsBody } from '@/server/http/describe';
import { supportAddress } from '@/server/site/content';
import { answersWith } from '@/server/http/answers';

const WINDOW_MS = 10 * 60 * 1000;

/**
 * POST /api/contact — the landing page's contact form. Stored with its mail to support queued in the outbox
 * (decision 072): the visitor's success never waits for, or depends on, the mail server.
 */
export function contactRoutes(deps: AppDeps) {
  const r = new Hono<AppEnv>();
  const limiter = rateLimiter(deps, 'contact', deps.env.RATE_LIMIT_CONTACT, WINDOW_MS);

  r.post('/', answersWith(contactReceivedSchema, 201), documentsBody(contactSchema), async (c) => {
    await limiter.hit(clientIp(c, deps.env.TRUST_PROXY));
    const body: unknown = await c.req.json().catch(() => ({}));
    const parsed = contactSchema.safeParse(body);
    if (!parsed.success) throw validationFailed(fieldIssues(parsed.error));
    const { website, ...message } = parsed.data;
    // A filled honeypot is a bot: it sees the same answer as a person, and nothing is kept or sent.
    if (website?.trim()) return ok(c, { received: true }, 201);

    const locale = c.get('locale');
    // The message and its mail in one transaction: the outbox sends it, so a mail server being down loses nothing.
    await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(contactMessages)
        .values({ ...message, locale })
        .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt });
      // Support reads Turkish; the visitor's page language is named in the mail.
      const t = (key: KeysUnder<'contact:'>, vars?: Record<string, string>) => translate('tr', `contact:${key}`, vars);
      const text = [
        t('mail.intro', { locale }),
        '',
        `${t('mail.name')}: ${message.name}`,
        `${t('mail.email')}: ${message.email}`,
        `${t('mail.phone')}: ${message.phone}`,
        '',
        `${t('mail.message')}:`,
        message.message,
        '',
        `ID: ${row?.id ?? ''} · ${row?.createdAt.toISOString() ?? ''}`,
      ].join('\n');
      await deps.mailer.within(tx).send({
        to: supportAddress(),
        replyTo: message.email,
        subject: t('mail.subject', { name: message.name }),
        text,
      });
    });
    return ok(c, { received: true }, 201);
  });

  return r;
}
