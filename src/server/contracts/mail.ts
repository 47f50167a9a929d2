import { LOCALE_TAGS } from '@/lib/i18n/locales';
import type { AppDeps } from '@/server/context';
import type { User } from '@/server/db/schema';
import { escapeHtml } from '@/server/http/html';
import { translator } from '@/server/http/i18n';
import { formatMoney } from '@/server/payments/receipt-pdf';

type Kind = 'confirmCancel' | 'withdrawn';

/** Date and time as the law asks the confirmation to state them, in German time, written the reader's way. */
export const dateTime = (at: Date, user: Pick<User, 'preferredLanguage'>) =>
  new Intl.DateTimeFormat(LOCALE_TAGS[user.preferredLanguage], {
    dateStyle: 'long',
    // `long` names the zone (MEZ/MESZ, GMT+1…): a time on a durable medium must say which clock it is.
    timeStyle: 'long',
    timeZone: 'Europe/Berlin',
  }).format(at);

/**
 * The confirmations on a durable medium (decision 075): the link that confirms a signed-out cancellation, a
 * withdrawal with its date and time and the refund. The cancellation's own confirmation is `cancel-mail.ts`.
 * Sent whatever the e-mail preferences say: they are part of the contract, not news.
 */
export async function sendContractMail(
  deps: AppDeps,
  user: User,
  kind: Kind,
  values: { contract: string; at: Date; until?: Date | null; link?: string; refundCents?: number },
) {
  const t = translator(user.preferredLanguage);
  const params = {
    contract: values.contract,
    at: dateTime(values.at, user),
    until: values.until ? dateTime(values.until, user) : '',
    link: values.link ?? '',
    amount: formatMoney(values.refundCents ?? 0, user.preferredLanguage),
  };
  const paragraphs = [
    t('commerce-api:paymentMail.greeting', { name: `${user.firstName} ${user.lastName}` }),
    t(`commerce-api:contracts.mail.${kind}.body`, params),
    ...(values.link ? [values.link] : []),
    t('commerce-api:paymentMail.signature', { site: t('common:site.name') }),
  ];
  await deps.mailer.send({
    to: user.email,
    subject: t(`commerce-api:contracts.mail.${kind}.subject`, params),
    text: paragraphs.join('\n\n'),
    html: paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n'),
  });
}
