import { I18nRoot, type IslandMessages } from '../../lib/i18n/island';
import type { Locale } from '../../lib/i18n/locales';
import { ContactForm } from './ContactForm';

/** Mounted `client:visible` by the landing page: React loads only when the form scrolls into view. */
export default function ContactIsland(props: { locale: Locale; messages: IslandMessages }) {
  return (
    <I18nRoot locale={props.locale} messages={props.messages}>
      <ContactForm locale={props.locale} />
    </I18nRoot>
  );
}
