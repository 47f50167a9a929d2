import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AppShell } from '../../shell/AppShell';
import type { IslandPageProps } from '../../shared/page-props';
import { DashboardFrame } from '../frame/DashboardFrame';
import type { ContactView } from '../../../lib/site-content';

/**
 * /dashboard/support (SPEC §2): ways to reach us and answers to the most frequent questions. The contact methods
 * come from the page (src/content/site/site.yaml), already formatted for the locale.
 */
export default function SupportPage({ locale, messages, contact }: IslandPageProps & { contact: ContactView }) {
  return (
    <AppShell locale={locale} messages={messages}>
      <Support contact={contact} />
    </AppShell>
  );
}

const FAQ = ['permit', 'language', 'fees', 'diploma', 'visa'] as const;

function ContactCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <li className="min-w-0 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h3 className="font-semibold text-slate-900">{title}</h3>
      <div className="mt-2 space-y-1 text-sm text-slate-700">{children}</div>
    </li>
  );
}

const link = 'font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900';

function Support({ contact }: { contact: ContactView }) {
  const { t } = useTranslation('dashboard');
  return (
    <DashboardFrame current="support" title={t('support.title')} intro={t('support.intro')}>
      <section aria-labelledby="contact-title">
        <h2 id="contact-title" className="text-lg font-semibold text-slate-900">{t('support.contact.title')}</h2>
        {contact.example && <p className="mt-2 text-sm font-medium text-amber-900">{t('support.contact.example')}</p>}
        <ul className="mt-3 grid gap-3 md:grid-cols-3">
          <ContactCard title={contact.messaging.app}>
            <p>{t('support.contact.whatsappBody')}</p>
            <p>
              <a href={contact.messaging.href} target="_blank" rel="noopener noreferrer" className={link}>
                {t('support.contact.whatsappAction')}
                <span className="sr-only"> {t('support.newTab')}</span>
              </a>
            </p>
          </ContactCard>
          <ContactCard title={t('support.contact.phone')}>
            <p>{t('support.contact.phoneHours')}</p>
            <p>
              <a href={contact.phone.href} className={link}>
                {contact.phone.display}
              </a>
            </p>
            <p>
              <a href={`mailto:${contact.email}`} className={`${link} break-all`}>
                {contact.email}
              </a>
            </p>
          </ContactCard>
          <ContactCard title={t('support.contact.office')}>
            <address className="not-italic">
              {contact.office.map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
            </address>
            <p className="pt-1 font-medium text-slate-900">{t('support.contact.hours')}</p>
            {contact.hours.map((line) => (
              <p key={line}>{line}</p>
            ))}
            <p>{t('support.contact.officeHours')}</p>
          </ContactCard>
        </ul>
      </section>

      <section aria-labelledby="faq-title" className="mt-8">
        <h2 id="faq-title" className="text-lg font-semibold text-slate-900">{t('support.faq.title')}</h2>
        <div className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white shadow-sm">
          {FAQ.map((key) => (
            <details key={key} className="group p-4 sm:px-5">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded font-medium text-slate-900 [&::-webkit-details-marker]:hidden">
                {t(`support.faq.${key}.q`)}
                <span aria-hidden="true" className="text-xl leading-none text-slate-500 transition group-open:rotate-45">+</span>
              </summary>
              <p className="mt-2 text-sm leading-relaxed text-slate-700">{t(`support.faq.${key}.a`)}</p>
            </details>
          ))}
        </div>
      </section>
    </DashboardFrame>
  );
}
