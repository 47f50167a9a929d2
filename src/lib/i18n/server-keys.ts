import type { MessageKey, Namespace, Resources } from './keys';

// i18next's plural suffixes: a key written `account:deleted` with a `count` reads `account:deleted_one` / `_other`.
type PluralBase<K> = K extends `${infer Base}_${'zero' | 'one' | 'two' | 'few' | 'many' | 'other'}` ? Base : never;

/**
 * A message key the server words an answer or an e-mail with (src/server/http/i18n.ts): `namespace:key` of the
 * Turkish source files, or the base of a plural key. Taken from `locales/tr` like the client's `MessageKey`, so a
 * misspelt key in the server fails `npx tsc` as it does in an island (decision 067).
 */
export type ServerMessageKey =
  MessageKey | { [Ns in Namespace]: `${Ns}:${PluralBase<keyof Resources[Ns] & string>}` }[Namespace];

/**
 * A key that only exists at run time (a zod issue's message, a key stored with a notification row): the one
 * place a plain string becomes a server key. A key without a namespace is an `errors` key.
 */
export const runtimeServerKey = (key: string): ServerMessageKey =>
  (key.includes(':') ? key : `errors:${key}`) as ServerMessageKey;

/** The rest of every server key that starts with `Prefix`: `KeysUnder<'contact:'>` for a helper that adds it. */
export type KeysUnder<Prefix extends string> = ServerMessageKey extends infer K
  ? K extends `${Prefix}${infer Rest}`
    ? Rest
    : never
  : never;
