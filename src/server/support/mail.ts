import type { AppDeps } from '@/server/context';
import type { SupportMessageRow, User } from '@/server/db/schema';
import { translator } from '@/server/http/i18n';
import { supportAddress } from '@/server/site/content';

/** The confirmation in the language the user wrote in, and a copy for the support team (who read Turkish). */
export async function sendSupportMails(deps: AppDeps, user: User, row: SupportMessageRow) {
  const t = translator(row.locale);
  const site = t('common:site.name');
  await deps.mailer.send({
    to: user.email,
    subject: t('support:mail.subject', { subject: row.subject }),
    text: [
      t('support:mail.received', { category: t(`support:category.${row.category}`) }),
      `> ${row.message.replace(/\n/g, '\n> ')}`,
      t('support:mail.reference', { id: row.id }),
      t('notifications:mail.signature', { site }),
    ].join('\n\n'),
  });
  const tr = translator('tr');
  await deps.mailer.send({
    to: supportAddress(),
    replyTo: user.email,
    subject: tr('support:teamMail.subject', { category: tr(`support:category.${row.category}`), subject: row.subject }),
    text: [
      tr('support:teamMail.from', {
        name: `${user.firstName} ${user.lastName}`,
        email: user.email,
        locale: row.locale,
      }),
      row.message,
      `ID: ${row.id} · ${row.createdAt.toISOString()}`,
    ].join('\n\n'),
  });
}
