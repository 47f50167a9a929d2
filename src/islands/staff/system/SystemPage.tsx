import { useStore } from '@nanostores/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@/lib/i18n/locales';
import type { SystemStatus } from '@/lib/schemas/system';
import { $systemStatus, loadSystemStatus } from '@/lib/stores/system.staff';
import { smallButton } from '@/islands/shared/form/buttons';
import { Loaded } from '@/islands/shared/Loaded';
import type { IslandPageProps } from '@/islands/shared/page-props';
import { useLocale } from '@/islands/shared/useLocale';
import { AppShell } from '@/islands/shell/AppShell';
import { formatDateTime } from '@/islands/staff/format';
import { StaffFrame } from '@/islands/staff/frame/StaffFrame';
import { Section } from '@/islands/staff/Section';
import { JobsTable } from './JobsTable';
import { MailOutbox } from './MailOutbox';

/** /staff/system (admins): build, database, mail outbox, scheduled jobs, storage — what an operator checks first. */
export default function SystemPage({ locale, messages }: IslandPageProps) {
  return (
    <AppShell locale={locale} messages={messages}>
      <System />
    </AppShell>
  );
}

/** 1 234 567 bytes → "1,2 MB" in the viewer's language (powers of 1000, as disks are sold). */
export function formatBytes(locale: Locale, bytes: number) {
  const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte', 'terabyte'] as const;
  const power = Math.min(units.length - 1, Math.max(0, Math.floor(Math.log10(Math.max(bytes, 1)) / 3)));
  const value = bytes / 1000 ** power;
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: units[power],
    unitDisplay: 'short',
    maximumFractionDigits: power === 0 ? 0 : 1,
  }).format(value);
}

function System() {
  const { t } = useTranslation('staff');
  const state = useStore($systemStatus);
  return (
    <StaffFrame
      current="system"
      title={t('system.title')}
      intro={t('system.intro')}
      aside={
        <button type="button" className={smallButton} onClick={() => void loadSystemStatus()}>
          {t('system.refresh')}
        </button>
      }
    >
      <Loaded
        state={state}
        load={loadSystemStatus}
        loadingLabel={t('system.loading')}
        fallbackKey="staff:system.loadError"
      >
        {(status) => (
          <div className="space-y-6">
            <Overview status={status} />
            <MailOutbox mail={status.mail} />
            <Section id="jobs" title={t('system.jobs.title')}>
              <JobsTable jobs={status.jobs} />
            </Section>
          </div>
        )}
      </Loaded>
    </StaffFrame>
  );
}

function Overview({ status }: { status: SystemStatus }) {
  const { t } = useTranslation('staff');
  const locale = useLocale();
  const { build, database, storage } = status;
  const items: [string, ReactNode][] = [
    [t('system.build'), build.id ? <code className="break-all">{build.id}</code> : t('system.noBuild')],
    [t('system.builtAt'), build.builtAt ? formatDateTime(locale, build.builtAt) : '—'],
    [t('system.database'), `${t(`system.databaseKinds.${database.kind}`)} · ${database.version}`],
    [
      t('system.storage'),
      t('system.storageUsed', {
        kind: t(`system.storageKinds.${storage.kind}`),
        count: storage.files,
        size: formatBytes(locale, storage.bytes),
      }),
    ],
    [t('system.free'), storage.freeBytes === null ? '—' : formatBytes(locale, storage.freeBytes)],
  ];
  return (
    <Section id="overview" title={t('system.overview')}>
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[max-content_1fr]">
        {items.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-sm font-semibold text-slate-700">{label}</dt>
            <dd className="text-sm text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}
