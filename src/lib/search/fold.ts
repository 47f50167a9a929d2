/**
 * Search folding (decision 088): one character map, applied to names and e-mails when they are stored (the
 * generated column `users.search_text`, built from `foldSql`) and to what staff type (`foldForSearch`), so
 * "ismail" finds "İsmail", "sahin" "Şahin" and "gul" "Gül". A plain map and not `lower()`/`unaccent`: PostgreSQL's
 * `lower()` follows the server's locale (under C it leaves "Ş" as it is, and no locale folds "I" to the Turkish
 * "ı"), and the result must be the same in the browser, in Node, in PGlite and in PostgreSQL.
 */
const TURKISH_FROM = 'İIıŞşĞğÇçÖöÜü';
const TURKISH_TO = 'iiissggccoouu';
// German and the accents of names common among the customers (French, Arabic transcriptions); ß stays ß.
const OTHER_FROM = 'ÄäÂâÀàÁáÃãÅåÉéÈèÊêËëÎîÍíÌìÏïÔôÓóÒòÕõÛûÚúÙùÑñ';
const OTHER_TO = 'aaaaaaaaaaaaeeeeeeeeiiiiiiiioooooooouuuuuunn';
const ASCII_UPPER = 'ABCDEFGHJKLMNOPQRSTUVWXYZ'; // no I: the Turkish pair above folds it
const ASCII_LOWER = 'abcdefghjklmnopqrstuvwxyz';

/** `translate()`'s two arguments: each character of `from` becomes the one at the same place in `to`. */
export const FOLD_FROM = TURKISH_FROM + OTHER_FROM + ASCII_UPPER;
export const FOLD_TO = TURKISH_TO + OTHER_TO + ASCII_LOWER;

const FOLD = new Map([...FOLD_FROM].map((ch, i) => [ch, FOLD_TO[i] as string]));

/** The folded form of `text` (NFC first, so a decomposed "Ş" typed on some keyboards folds like the composed one). */
export function foldForSearch(text: string): string {
  let folded = '';
  for (const ch of text.normalize('NFC')) folded += FOLD.get(ch) ?? ch;
  return folded;
}

/** The same map as SQL over `expression` (trusted SQL text, never user input): for the generated column. */
export const foldSql = (expression: string) => `translate(${expression}, '${FOLD_FROM}', '${FOLD_TO}')`;
