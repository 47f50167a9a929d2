import { I18nRoot } from '@/lib/i18n/island';
import type { IslandPageProps } from '@/islands/shared/page-props';
import { ContactForm } from './ContactForm';

/** Mounted `client:visible` by the landing page: React loads only when the form scrolls into view. */
export default function ContactIsland({ locale, messages }: IslandPageProps) {
  return (
    <I18nRoot locale={locale} messages={messages}>
      <ContactForm />
    </I18nRoot>
  );
}
