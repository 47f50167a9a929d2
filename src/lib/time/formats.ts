/**
 * One `Intl.DateTimeFormat` per zone and shape, made once: making one costs about half a millisecond, which the
 * renewal job paid per package and the slot search per advisor and day (decisions 091, 096).
 */
const kept = new Map<string, Intl.DateTimeFormat>();

export function keptFormat(
  locale: string,
  timeZone: string,
  options: Omit<Intl.DateTimeFormatOptions, 'timeZone'>,
): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone}|${JSON.stringify(options)}`;
  let format = kept.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...options, timeZone });
    kept.set(key, format);
  }
  return format;
}
