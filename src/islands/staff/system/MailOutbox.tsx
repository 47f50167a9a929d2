import { useTranslation } from 'react-i18next';
import type { SystemStatus } from '@/lib/schemas/system';
import { retryFailedMails } from '@/lib/stores/system.staff';
import { showToast } from '@/lib/stores/toasts';
import { smallButton } from '@/islands/shared/form/buttons';
import { FormAlert } from '@/islands/shared/form/FormAlert';
import { useAction } from '@/islands/shared/form/useAction';
import { useLocale } from '@/islands/shared/useLocale';
import { formatDateTime } from '@/islands/staff/format';
import { Empty, Section } from '@/islands/staff/Section';

/** The outbox: how many mails wait, failed or went out, when the next attempt is, and "send again" for failures. */
export function MailOutbox({ mail }: { mail: SystemStatus['mail'] }) {
  const { t } = useTranslation('staff');
  const locale = useLocale();
  const action = useAction('staff:system.mail.retryError');
  const retry = (ids?: string[]) =>
    action.run(async () => {
      const retried = await retryFailedMails(ids);
      showToast({ message: t('system.mail.retried', { count: retried }), type: 'success' });
    });
  const figures = [
    [t('system.mail.pending'), mail.pending],
    [t('system.mail.failed'), mail.failed],
    [t('system.mail.sent'), mail.sent],
  ] as const;
  return (
    <Section id="mail" title={t('system.mail.title')}>
      <p className="text-sm text-slate-700">{t(`system.mail.transport.${mail.transport}`)}</p>
      {/* One line each on a phone (three narrow tiles would break their labels), side by side from `sm` on. */}
      <dl className="mt-3 grid gap-2 sm:grid-cols-3 sm:gap-3">
        {figures.map(([label, value]) => (
          <div
            key={label}
            className="flex items-baseline justify-between rounded-lg border border-slate-200 bg-slate-50 px-3 py-2 sm:block sm:p-3"
          >
            <dt className="text-sm text-slate-700">{label}</dt>
            <dd className="text-xl font-semibold text-slate-900 sm:text-2xl">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-sm text-slate-700">
        {mail.nextAttemptAt
          ? t('system.mail.nextAttempt', { at: formatDateTime(locale, mail.nextAttemptAt) })
          : t('system.mail.nothingWaiting')}
        {mail.oldestPendingAt && ` ${t('system.mail.oldest', { at: formatDateTime(locale, mail.oldestPendingAt) })}`}
      </p>
      {action.error && <FormAlert>{action.error}</FormAlert>}
      <div className="mt-4 flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold text-slate-900">{t('system.mail.failedTitle')}</h3>
        {mail.failedMails.length > 0 && (
          <button type="button" className={smallButton} disabled={action.pending} onClick={() => void retry()}>
            {t('system.mail.retryAll')}
          </button>
        )}
      </div>
      {mail.failedMails.length === 0 ? (
        <Empty>{t('system.mail.noFailures')}</Empty>
      ) : (
        <ul className="mt-2 divide-y divide-slate-100">
          {mail.failedMails.map((failed) => (
            <li key={failed.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
              <div className="min-w-0">
                <p className="break-all font-medium text-slate-900">{failed.to}</p>
                <p className="text-slate-700">{failed.subject}</p>
                <p className="text-xs text-slate-700">
                  {t('system.mail.failedDetail', {
                    at: formatDateTime(locale, failed.queuedAt),
                    attempts: failed.attempts,
                    error: failed.lastError ?? '—',
                  })}
                </p>
              </div>
              <button
                type="button"
                className={smallButton}
                disabled={action.pending}
                aria-label={t('system.mail.retryOne', { to: failed.to })}
                onClick={() => void retry([failed.id])}
              >
                {t('system.mail.retry')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
