import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContactView } from '@/lib/site-content';
import type { IslandPageProps } from '@/islands/shared/page-props';
import { AppShell } from '@/islands/shell/AppShell';
import { DashboardFrame } from '@/islands/dashboard/frame/DashboardFrame';
import { ContactMethods } from './ContactMethods';
import { SentMessages } from './SentMessages';
import { AdvisorForm } from '@/islands/dashboard/messages/AdvisorForm';

interface SupportProps {
  /** Formatted for the locale by the page, from src/content/site/site.yaml. */
  contact: ContactView;
  /** The FAQ entries marked `support: true`, rendered at build time by the page (an Astro slot). */
  faq?: ReactNode;
}

/**
 * /dashboard/support (SPEC §2, issue 11): ways to reach us, a message to one's advisor (issue 27: it lands in the
 * conversation of /dashboard/messages) with the earlier support messages, and answers to the most frequent questions.
 */
export default function SupportPage({ locale, messages, ...props }: IslandPageProps & SupportProps) {
  return (
    <AppShell locale={locale} messages={messages}>
      <Support {...props} />
    </AppShell>
  );
}

function Support({ contact, faq }: SupportProps) {
  const { t } = useTranslation('dashboard');
  return (
    <DashboardFrame current="support" title={t('support.title')} intro={t('support.intro')}>
      <ContactMethods contact={contact} />
      <section
        aria-labelledby="support-form-title"
        className="mt-8 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
      >
        <AdvisorForm />
      </section>
      <SentMessages />
      <section aria-labelledby="faq-title" className="mt-8">
        <h2 id="faq-title" className="text-lg font-semibold text-slate-900">
          {t('support.faq.title')}
        </h2>
        <div className="mt-3">{faq}</div>
      </section>
    </DashboardFrame>
  );
}
