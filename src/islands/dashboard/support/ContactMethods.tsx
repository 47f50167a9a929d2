import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContactView } from '@/lib/site-content';
import { linkClass as link } from '@/islands/shared/form/buttons';

function ContactCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <li className="min-w-0 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h3 className="font-semibold text-slate-900">{title}</h3>
      <div className="mt-2 space-y-1 text-sm text-slate-700">{children}</div>
    </li>
  );
}

/** Messaging app, phone and e-mail, the office with its opening hours: from src/content/site/site.yaml. */
export function ContactMethods({ contact }: { contact: ContactView }) {
  const { t } = useTranslation('dashboard');
  return (
    <section aria-labelledby="contact-title">
      <h2 id="contact-title" className="text-lg font-semibold text-slate-900">
        {t('support.contact.title')}
      </h2>
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
  );
}
