import { Field, Label, Description, Switch } from '@headlessui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/api/errors';
import type { UserPackage } from '@/lib/schemas/user-packages';
import { setAutoRenew } from '@/lib/stores/packages';
import { ScheduledChange } from './ScheduledChange';
import { showToast } from '@/lib/stores/toasts';
import { linkClass } from '@/islands/shared/form/buttons';
import { useLocale } from '@/islands/shared/useLocale';
import { Badge, PACKAGE_TONE } from '@/islands/dashboard/commerce/Badge';
import { packagePath } from '@/islands/dashboard/commerce/links';
import { ProgressBar } from '@/islands/dashboard/commerce/ProgressBar';
import { LOCALE_TAGS } from '@/lib/i18n/locales';
import { formatContractDate } from '@/lib/time/months';

/** The package the user has now: its dates, remaining days, type and code, progress and the auto-renew switch; `linked` adds the way to its details. */
export function ActivePackageCard({ mine, linked = true }: { mine: UserPackage; linked?: boolean }) {
  const { t } = useTranslation('commerce');
  const locale = useLocale();
  const titleId = `active-${mine.id}`;
  // Contract dates on Berlin's calendar, as they were counted and as the receipt shows them (issue 29).
  const date = (iso: string | null) =>
    iso ? formatContractDate(iso, LOCALE_TAGS[locale]) : t('packages.active.noEnd');
  const facts: [string, string][] = [
    [t('packages.active.start'), date(mine.startDate)],
    [t('packages.active.end'), date(mine.endDate)],
    ...(mine.package.type === 'monthly'
      ? [[t('packages.active.termEnd'), date(mine.termEndDate)] as [string, string]]
      : []),
    [
      t('packages.active.remaining'),
      mine.remainingDays === null ? t('packages.active.noEnd') : mine.remainingDays.toLocaleString(locale),
    ],
    [t('packages.active.type'), t(`type.${mine.package.type}`)],
    [t('packages.active.code'), mine.package.code],
  ];

  return (
    <article aria-labelledby={titleId} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-center gap-3">
        <h3 id={titleId} className="text-xl font-bold text-slate-900">
          {mine.package.name}
        </h3>
        <Badge tone={PACKAGE_TONE[mine.status]}>{t(`status.package.${mine.status}`)}</Badge>
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-x-6 gap-y-3 text-sm sm:grid-cols-3">
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt className="text-slate-600">{term}</dt>
            <dd className="font-semibold text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-5 space-y-2">
        <p className="flex justify-between text-sm">
          <span className="font-medium text-slate-900">{t('packages.active.progress')}</span>
          <span className="text-slate-700">{t('packages.active.progressValue', { percent: mine.progress })}</span>
        </p>
        <ProgressBar percent={mine.progress} label={t('packages.active.progress')} />
      </div>
      {mine.renewable ? (
        <AutoRenew mine={mine} />
      ) : (
        mine.package.type === 'monthly' && (
          <p className="mt-5 text-sm text-slate-700">
            {t(mine.autoRenew ? 'packages.active.autoRenewOn' : 'packages.active.autoRenewOff')}
          </p>
        )
      )}
      <ScheduledChange mine={mine} />
      {linked && (
        <a
          href={packagePath(locale, mine.package.code)}
          aria-label={`${t('packages.active.details')}: ${mine.package.name}`}
          className={`${linkClass} mt-5 inline-block`}
        >
          {t('packages.active.details')}
        </a>
      )}
    </article>
  );
}

/** The switch saves at once; while saving it is disabled, and a refusal is shown as a toast (the switch stays). */
function AutoRenew({ mine }: { mine: UserPackage }) {
  const { t, i18n } = useTranslation('commerce');
  const [pending, setPending] = useState(false);
  async function toggle(next: boolean) {
    setPending(true);
    try {
      await setAutoRenew(mine.id, next);
      showToast({ type: 'success', message: t(next ? 'packages.active.autoRenewOn' : 'packages.active.autoRenewOff') });
    } catch (err) {
      showToast({ type: 'error', message: errorMessage(err, i18n, 'commerce:packages.errors.autoRenew') });
    } finally {
      setPending(false);
    }
  }
  return (
    <Field className="mt-5 flex items-start gap-3 rounded-lg bg-slate-50 p-3" disabled={pending}>
      <Switch
        checked={mine.autoRenew}
        onChange={(next) => void toggle(next)}
        className="group relative mt-0.5 inline-flex h-7 w-12 shrink-0 cursor-pointer rounded-full bg-slate-400 transition-colors data-[checked]:bg-brand-600 data-[disabled]:cursor-not-allowed data-[disabled]:opacity-60"
      >
        <span
          aria-hidden="true"
          className="pointer-events-none m-0.5 inline-block h-6 w-6 translate-x-0 rounded-full bg-white shadow transition-transform group-data-[checked]:translate-x-5"
        />
      </Switch>
      <div>
        <Label className="font-medium text-slate-900">{t('packages.active.autoRenew')}</Label>
        <Description className="text-sm text-slate-700">{t('packages.active.autoRenewHint')}</Description>
      </div>
    </Field>
  );
}
