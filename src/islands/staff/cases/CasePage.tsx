import { useStore } from '@nanostores/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { localePath } from '@/lib/i18n/locales';
import { $session } from '@/lib/stores/session';
import { $staffCase, loadCase } from '@/lib/stores/cases.staff';
import { linkClass } from '@/islands/shared/form/buttons';
import { Loaded } from '@/islands/shared/Loaded';
import type { IslandPageProps } from '@/islands/shared/page-props';
import { useLocale } from '@/islands/shared/useLocale';
import { AppShell } from '@/islands/shell/AppShell';
import { caseAuditPath, formatDateTime } from '@/islands/staff/format';
import { StaffFrame } from '@/islands/staff/frame/StaffFrame';
import { AppointmentList } from '@/islands/staff/appointments/AppointmentList';
import { Empty, Section } from '@/islands/staff/Section';
import { CaseChecks } from './CaseChecks';
import { CaseDocuments } from './CaseDocuments';
import { CaseNotes } from './CaseNotes';
import { CasePlan } from './CasePlan';
import { CaseProfile } from './CaseProfile';
import { CaseSteps } from './CaseSteps';
import { CaseConversation } from '@/islands/staff/messages/CaseConversation';
import { CasePayments } from '@/islands/staff/payments/CasePayments';

/** /staff/case?id=…: one customer's case (static output, so the id rides in the query). */
export default function CasePage({ locale, messages }: IslandPageProps) {
  return (
    <AppShell locale={locale} messages={messages}>
      <Case />
    </AppShell>
  );
}

const SECTIONS = ['profile', 'documents', 'steps', 'appointments', 'support', 'checks', 'notes'] as const;

function Case() {
  const { t } = useTranslation('staff');
  const locale = useLocale();
  const state = useStore($staffCase);
  const id = new URLSearchParams(location.search).get('id') ?? '';
  const load = useCallback(() => loadCase(id), [id]);
  const title =
    state.status === 'ready' ? `${state.data.profile.firstName} ${state.data.profile.lastName}` : t('case.title');
  const admin = useStore($session).user?.role === 'admin';
  const back = (
    <span className="flex flex-wrap gap-x-4 gap-y-1">
      <a href={localePath(locale, '/staff')} className={linkClass}>
        {t('case.back')}
      </a>
      {admin && (
        <a href={localePath(locale, caseAuditPath(id))} className={linkClass}>
          {t('case.history')}
        </a>
      )}
    </span>
  );
  return (
    <StaffFrame current="cases" title={title} aside={back}>
      <Loaded state={state} load={load} loadingLabel={t('case.loading')} fallbackKey="staff:case.loadError">
        {(detail) => (
          <div className="space-y-6">
            <nav aria-label={t('case.sections')} className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
              {SECTIONS.map((section) => (
                <a key={section} href={`#${section}`} className={linkClass}>
                  {t(`case.jump.${section}`)}
                </a>
              ))}
            </nav>
            <div className="grid items-start gap-6 xl:grid-cols-2">
              <CaseProfile detail={detail} />
              <Section id="support" title={t('support.title')} count={detail.supportMessages.length}>
                {detail.supportMessages.length === 0 ? (
                  <Empty>{t('support.empty')}</Empty>
                ) : (
                  <ul className="space-y-3">
                    {detail.supportMessages.map((message) => (
                      <li key={message.id} className="rounded-lg bg-slate-50 p-3">
                        <p className="text-xs text-slate-600">
                          {t(`support.category.${message.category}`)} · {formatDateTime(locale, message.createdAt)}
                        </p>
                        <p className="font-medium text-slate-900">{message.subject}</p>
                        <p className="mt-1 whitespace-pre-line text-sm text-slate-800">{message.message}</p>
                      </li>
                    ))}
                  </ul>
                )}
              </Section>
            </div>
            <CaseConversation customerId={id} customerName={title} />
            <CaseDocuments documents={detail.documents} />
            <CasePlan customerId={id} />
            <CaseSteps packages={detail.packages} />
            <CasePayments customerId={detail.profile.id} />
            <Section id="appointments" title={t('appointments.title')} count={detail.appointments.length}>
              {detail.appointments.length === 0 ? (
                <Empty>{t('appointments.empty')}</Empty>
              ) : (
                <AppointmentList appointments={detail.appointments} showCustomer={false} />
              )}
            </Section>
            <CaseChecks checks={detail.eligibilityChecks} />
            <CaseNotes />
          </div>
        )}
      </Loaded>
    </StaffFrame>
  );
}
