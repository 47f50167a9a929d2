import type { i18n } from 'i18next';
import type account from '@locales/tr/account.json';
import type appointments from '@locales/tr/appointments.json';
import type commerceApi from '@locales/tr/commerce-api.json';
import type commerce from '@locales/tr/commerce.json';
import type messages from '@locales/tr/messages.json';
import type notifications from '@locales/tr/notifications.json';
import type staffApi from '@locales/tr/staff-api.json';
import type staff from '@locales/tr/staff.json';
import type support from '@locales/tr/support.json';
import type tools from '@locales/tr/tools.json';
import type auth from '@locales/tr/auth.json';
import type common from '@locales/tr/common.json';
import type contact from '@locales/tr/contact.json';
import type dashboard from '@locales/tr/dashboard.json';
import type errors from '@locales/tr/errors.json';
import type legal from '@locales/tr/legal.json';
import type marketing from '@locales/tr/marketing.json';
import type onboardingApi from '@locales/tr/onboarding-api.json';
import type onboarding from '@locales/tr/onboarding.json';
import type plan from '@locales/tr/plan.json';
import type profile from '@locales/tr/profile.json';
import type shell from '@locales/tr/shell.json';

/**
 * The shape of every namespace, taken from the Turkish source files (tests/unit/locales.test.ts keeps en and de
 * equal to it). i18next's types read it (i18next.d.ts), so a misspelt `t('…')` key fails `npm run typecheck`.
 * A new `locales/tr/<namespace>.json` is added here too (the locale test fails until it is).
 */
export interface Resources {
  account: typeof account;
  appointments: typeof appointments;
  'commerce-api': typeof commerceApi;
  commerce: typeof commerce;
  messages: typeof messages;
  notifications: typeof notifications;
  'staff-api': typeof staffApi;
  staff: typeof staff;
  support: typeof support;
  tools: typeof tools;
  auth: typeof auth;
  common: typeof common;
  contact: typeof contact;
  dashboard: typeof dashboard;
  errors: typeof errors;
  legal: typeof legal;
  marketing: typeof marketing;
  'onboarding-api': typeof onboardingApi;
  onboarding: typeof onboarding;
  plan: typeof plan;
  profile: typeof profile;
  shell: typeof shell;
}

export type Namespace = keyof Resources;

/** Every key of every namespace, written as i18next reads it across namespaces: `auth:login.title`. */
export type MessageKey = { [Ns in Namespace]: `${Ns}:${keyof Resources[Ns] & string}` }[Namespace];

/**
 * What lib helpers (errorMessage, refusal, validate) word keys with: the island's i18next instance, from
 * `useTranslation()`. Its `t` takes any namespace's key written `namespace:key`, and is called as a method.
 */
export type I18n = Pick<i18n, 't'>;

/**
 * A key that only exists at run time (a zod issue's message, e.g. `validation.required`), as i18next's types
 * want it. Keys without a namespace are `errors` keys, as on the server (src/server/http/i18n.ts). The one place a
 * plain string becomes a key: everything written in code is checked by the compiler instead.
 */
export const runtimeKey = (key: string): MessageKey => (key.includes(':') ? key : `errors:${key}`) as MessageKey;
