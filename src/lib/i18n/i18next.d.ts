import 'i18next';
import type { Resources } from './keys';

/** Typed keys (docs/decisions/011): `t('…')` only accepts keys that exist in locales/tr. */
declare module 'i18next' {
  interface CustomTypeOptions {
    resources: Resources;
    /** Keys a helper receives without a namespace are schema messages (`validation.required`): errors. */
    defaultNS: 'errors';
    keySeparator: false;
    nsSeparator: ':';
    returnNull: false;
  }
}
