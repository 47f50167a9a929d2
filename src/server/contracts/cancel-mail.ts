import { eq } from 'drizzle-orm';
import { LOCALE_TAGS } from '@/lib/i18n/locales';
import type { AppDeps } from '@/server/context';
import { users, type CancellationRow, type UserPackageRow } from '@/server/db/schema';
import { escapeHtml } from '@/server/http/html';
import { translator } from '@/server/http/i18n';
import { dateTime } from './mail';

/**
 * The confirmation of a cancellation on a durable medium (§ 312k (4) BGB, decision 082): it repeats what was
 * declared — kind, reason, who, contract, the end asked for — with the date and time it was received and the date
 * the contract ends (for an extraordinary one: at the latest, while staff decide). Sent whatever the preferences.
 */
export async function sendCancellationMail(deps: AppDeps, pkg: UserPackageRow, declared: CancellationRow) {
  const [owner] = await deps.db.select().from(users).where(eq(users.id, pkg.userId));
  if (!owner) return;
  const t = translator(owner.preferredLanguage);
  const day = (date: string) =>
    new Intl.DateTimeFormat(LOCALE_TAGS[owner.preferredLanguage], { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(`${date}T00:00:00Z`),
    );
  const ordinary = declared.kind === 'ordinary';
  const until = dateTime((ordinary ? declared.endsAt : pkg.endDate) ?? pkg.endDate!, owner);
  const lines = [
    t('commerce-api:contracts.mail.cancelled.kind', { kind: t(`commerce-api:contracts.kinds.${declared.kind}`) }),
    ...(declared.reason ? [t('commerce-api:contracts.mail.cancelled.reason', { reason: declared.reason })] : []),
    t('commerce-api:contracts.mail.cancelled.who', { name: declared.name, email: declared.email }),
    t('commerce-api:contracts.mail.cancelled.contract', { contract: declared.contractNumber }),
    t('commerce-api:contracts.mail.cancelled.requested', {
      date: declared.requestedEndOn
        ? day(declared.requestedEndOn)
        : t('commerce-api:contracts.mail.cancelled.earliest'),
    }),
  ];
  const paragraphs = [
    t('commerce-api:paymentMail.greeting', { name: `${owner.firstName} ${owner.lastName}` }),
    t('commerce-api:contracts.mail.cancelled.intro', { at: dateTime(declared.receivedAt, owner) }),
    lines.join('\n'),
    t(`commerce-api:contracts.mail.cancelled.${ordinary ? 'ordinaryEnd' : 'extraordinaryEnd'}`, { until }),
    t('commerce-api:paymentMail.signature', { site: t('common:site.name') }),
  ];
  await deps.mailer.send({
    to: owner.email,
    subject: t('commerce-api:contracts.mail.cancelled.subject', { contract: declared.contractNumber }),
    text: paragraphs.join('\n\n'),
    html: paragraphs.map((p) => `<p>${escapeHtml(p).replaceAll('\n', '<br>')}</p>`).join('\n'),
  });
}

/** Staff decided on an extraordinary cancellation: the customer learns the outcome and the date the contract ends. */
export async function sendDecisionMail(
  deps: AppDeps,
  pkg: UserPackageRow,
  declared: CancellationRow,
  accepted: boolean,
) {
  const [owner] = await deps.db.select().from(users).where(eq(users.id, pkg.userId));
  if (!owner || !pkg.endDate) return;
  const t = translator(owner.preferredLanguage);
  const params = {
    contract: declared.contractNumber,
    at: dateTime(declared.receivedAt, owner),
    until: dateTime(pkg.endDate, owner),
  };
  const paragraphs = [
    t('commerce-api:paymentMail.greeting', { name: `${owner.firstName} ${owner.lastName}` }),
    t(`commerce-api:contracts.mail.decided.${accepted ? 'accepted' : 'rejected'}`, params),
    t('commerce-api:paymentMail.signature', { site: t('common:site.name') }),
  ];
  await deps.mailer.send({
    to: owner.email,
    subject: t('commerce-api:contracts.mail.decided.subject', params),
    text: paragraphs.join('\n\n'),
    html: paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n'),
  });
}
