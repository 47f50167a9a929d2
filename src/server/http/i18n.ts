import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@/lib/i18n/locales';
import { lookup } from '@/lib/i18n/plural';
import type { ServerMessageKey } from '@/lib/i18n/server-keys';

/**
 * Server-side messages come from the same `locales/<lang>/<namespace>.json` files as the interface, read once at
 * start. A key is written `namespace:key` (`errors:common.notFound`), as in i18next; a numeric `count` picks
 * the `_one` / `_other` form where the file has one.
 */
export type Vars = Record<string, string | number>;
/** Keys are checked against `locales/tr` (lib/i18n/server-keys.ts); `runtimeServerKey` for the few made at run time. */
export type Translate = (key: ServerMessageKey, vars?: Vars) => string;

type Dictionaries = Record<Locale, Record<string, Record<string, string>>>;

let cache: Dictionaries | undefined;

function load(): Dictionaries {
  const root = path.resolve(process.env.LOCALES_DIR ?? 'locales');
  const result = {} as Dictionaries;
  for (const locale of LOCALES) {
    const dir = path.join(root, locale);
    result[locale] = Object.fromEntries(
      readdirSync(dir)
        .filter((file) => file.endsWith('.json'))
        .map((file) => [file.slice(0, -5), JSON.parse(readFileSync(path.join(dir, file), 'utf8'))]),
    );
  }
  return result;
}

const interpolate = (text: string, vars?: Vars) =>
  vars ? text.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) => String(vars[name] ?? match)) : text;

export function translate(locale: Locale, key: ServerMessageKey, vars?: Vars): string {
  cache ??= load();
  const [ns, k] = key.includes(':') ? (key.split(/:(.*)/s) as [string, string]) : ['errors', key];
  const text =
    lookup(cache[locale][ns], k, locale, vars?.count) ??
    lookup(cache[DEFAULT_LOCALE][ns], k, DEFAULT_LOCALE, vars?.count) ??
    key;
  return interpolate(text, vars);
}

export const translator =
  (locale: Locale): Translate =>
  (key, vars) =>
    translate(locale, key, vars);
