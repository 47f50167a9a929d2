import { useStore } from '@nanostores/react';
import { useTranslation } from 'react-i18next';
import { $session } from '@/lib/stores/session';
import type { CaseDetail } from '@/lib/schemas/cases';
import { useLocale } from '@/islands/shared/useLocale';
import { formatDate, personName } from '@/islands/staff/format';
import { Empty, Section } from '@/islands/staff/Section';
import { AssignAdvisor } from './AssignAdvisor';

const Row = ({ label, value }: { label: string; value: string | null | undefined }) => (
  <div className="py-1.5 sm:grid sm:grid-cols-3 sm:gap-3">
    <dt className="text-sm font-medium text-slate-600">{label}</dt>
    <dd className="text-sm text-slate-900 sm:col-span-2">{value || '—'}</dd>
  </div>
);

/** A list of the wizard's entries (education, work) as "what, where · when". */
function Entries({
  title,
  items,
}: {
  title: string;
  items: { id: string; what: string; where: string; when: string }[];
}) {
  const { t } = useTranslation('staff');
  return (
    <>
      <h3 className="mt-4 font-semibold text-slate-900">{title}</h3>
      {items.length === 0 ? (
        <Empty>{t('case.none')}</Empty>
      ) : (
        <ul className="mt-1 space-y-1 text-sm text-slate-800">
          {items.map((item) => (
            <li key={item.id}>
              <span className="font-medium">{item.what}</span>, {item.where} · {item.when}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** Who the customer is and what they answered in the onboarding wizard. */
export function CaseProfile({ detail }: { detail: CaseDetail }) {
  const { t } = useTranslation('staff');
  const locale = useLocale();
  const { profile, onboarding } = detail;
  const isAdmin = useStore($session).user?.role === 'admin';
  const period = (start: string, end: string | null) =>
    `${formatDate(locale, start)} – ${end ? formatDate(locale, end) : t('case.ongoing')}`;
  return (
    <Section id="profile" title={t('case.profile')}>
      <dl className="divide-y divide-slate-100">
        <Row label={t('case.email')} value={profile.email} />
        <Row label={t('case.phone')} value={profile.phone} />
        <Row label={t('case.birthDate')} value={profile.birthDate && formatDate(locale, profile.birthDate)} />
        <Row label={t('case.gender')} value={profile.gender && t(`case.genders.${profile.gender}`)} />
        <Row
          label={t('case.maritalStatus')}
          value={profile.maritalStatus && t(`case.marital.${profile.maritalStatus}`)}
        />
        <Row label={t('case.advisor')} value={personName(detail.assignedAdvisor) ?? t('cases.unassigned')} />
        <Row
          label={t('case.onboarding')}
          value={
            onboarding.isCompleted
              ? t('cases.onboardingDone')
              : t('case.onboardingStep', { step: onboarding.currentStep })
          }
        />
      </dl>
      {isAdmin && <AssignAdvisor detail={detail} />}
      <Entries
        title={t('case.education')}
        items={onboarding.education.map((e) => ({
          id: e.id,
          what: e.school,
          where: e.department,
          when: period(e.startDate, e.stillStudying ? null : e.endDate),
        }))}
      />
      <Entries
        title={t('case.work')}
        items={onboarding.workExperience.map((w) => ({
          id: w.id,
          what: w.position,
          where: w.company,
          when: period(w.startDate, w.stillWorking ? null : w.endDate),
        }))}
      />
      <h3 className="mt-4 font-semibold text-slate-900">{t('case.languages')}</h3>
      {onboarding.languages.length === 0 ? (
        <Empty>{t('case.none')}</Empty>
      ) : (
        <ul className="mt-1 flex flex-wrap gap-2 text-sm">
          {onboarding.languages.map((l) => (
            <li key={l.id} className="rounded-md border border-slate-200 px-2 py-1">
              {l.language.toUpperCase()} · {l.level}
              {l.certificate && ` · ${l.certificate}`}
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
