import { createInstance, type i18n } from 'i18next';
import { useState, type ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import type { Locale } from './locales';

export type IslandMessages = Record<string, Record<string, string>>;

/** Keys are flat and dotted (`hero.title`); namespaces are separated by ':' as in i18next. */
export function createIslandI18n(locale: Locale, resources: IslandMessages): i18n {
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: false,
    resources: { [locale]: resources },
    ns: Object.keys(resources),
    defaultNS: Object.keys(resources)[0] ?? 'common',
    keySeparator: false,
    nsSeparator: ':',
    interpolation: { escapeValue: false }, // React escapes
    initAsync: false,
    returnNull: false,
  });
  return instance;
}

/**
 * Wraps an island's tree: each island gets only its own locale's strings as props from the page, so no island
 * bundles all three languages.
 */
export function I18nRoot(props: { locale: Locale; messages: IslandMessages; children: ReactNode }) {
  const [instance] = useState(() => createIslandI18n(props.locale, props.messages));
  return <I18nextProvider i18n={instance}>{props.children}</I18nextProvider>;
}
