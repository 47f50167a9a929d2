import type { FileKind } from '@/lib/constants';

export const MAX_NAME_LENGTH = 150;

const EXTENSIONS: Record<FileKind, string[]> = {
  pdf: ['pdf'],
  doc: ['doc'],
  docx: ['docx'],
  jpeg: ['jpg', 'jpeg'],
  png: ['png'],
  webp: ['webp'],
};

/**
 * The client's file name made safe to store and to send back: no folder parts (`../../etc/passwd.pdf` →
 * `passwd.pdf`), no control or bidi-override characters (which can disguise an extension), no characters file
 * systems reject, at most 150 characters with the extension kept. When the extension does not match the detected
 * type, the right one is appended so the downloaded file opens with the right program.
 */
export function sanitizeFileName(raw: string, kind: FileKind): string {
  const base = raw.normalize('NFC').split(/[/\\]/).pop() ?? '';
  let name = base
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, '')
    .replace(/[<>:"|?*]/g, '_')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[.\s]+/, '');
  const match = /\.([\p{L}\p{N}]{1,10})$/u.exec(name);
  let extension = match ? `.${match[1]}` : '';
  if (!EXTENSIONS[kind].includes(extension.slice(1).toLowerCase())) {
    extension = `.${EXTENSIONS[kind][0]}`;
    if (!name) name = `document${extension}`;
    else name += extension;
  }
  const chars = [...name];
  if (chars.length <= MAX_NAME_LENGTH) return name;
  const stem = chars
    .slice(0, MAX_NAME_LENGTH - [...extension].length)
    .join('')
    .trimEnd();
  return `${stem}${extension}`;
}

const FALLBACK_MAP: Record<string, string> = {
  ı: 'i',
  ß: 'ss',
  æ: 'ae',
  Æ: 'AE',
  ø: 'o',
  Ø: 'O',
  đ: 'd',
  ł: 'l',
  Ł: 'L',
};

/** The ASCII-only `filename=` for old clients: accents dropped (`Özgeçmiş` → `Ozgecmis`), the rest `_`. */
export function asciiFallback(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, (char) => FALLBACK_MAP[char] ?? '_')
    .replace(/["\\%]/g, '_');
}

/** RFC 5987 value: UTF-8, percent-encoded, with the characters encodeURIComponent leaves alone also escaped. */
const encodeExtValue = (value: string) =>
  encodeURIComponent(value).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);

/** RFC 6266 `Content-Disposition: attachment` with both the ASCII fallback and the exact UTF-8 name. */
export function attachmentDisposition(name: string): string {
  return `attachment; filename="${asciiFallback(name)}"; filename*=UTF-8''${encodeExtValue(name)}`;
}
