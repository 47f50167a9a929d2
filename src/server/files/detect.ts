import type { FileKind } from '../../lib/constants';

/**
 * The file's type from its own bytes (magic numbers). The client's Content-Type and file name are never trusted:
 * an HTML page named cv.pdf is not a PDF.
 */

/** How much of the start and end of an upload the detector needs (kept in memory while the file streams). */
export const HEAD_BYTES = 64 * 1024;
export const TAIL_BYTES = 128 * 1024;

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);
/** OLE2 compound document: .doc (Word 97–2003). */
const OLE2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP_LOCAL = Buffer.from('PK\x03\x04', 'latin1');
const ZIP_CENTRAL = Buffer.from('PK\x01\x02', 'latin1');

const startsWith = (buffer: Buffer, prefix: Buffer, offset = 0) =>
  buffer.length >= offset + prefix.length && buffer.subarray(offset, offset + prefix.length).equals(prefix);
const ascii = (buffer: Buffer, start: number, end: number) => buffer.toString('latin1', start, end);

export function detectKind(head: Buffer, tail: Buffer): FileKind | null {
  if (ascii(head, 0, 5) === '%PDF-') return 'pdf';
  if (startsWith(head, PNG)) return 'png';
  if (startsWith(head, JPEG)) return 'jpeg';
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP') return 'webp';
  if (startsWith(head, OLE2)) return 'doc';
  if (startsWith(head, ZIP_LOCAL) && isWordPackage([...zipEntryNames(head), ...zipEntryNames(tail)])) return 'docx';
  return null;
}

/** A .docx is a zip holding `[Content_Types].xml` and a `word/` folder (an .xlsx or a plain zip is not). */
function isWordPackage(names: string[]) {
  return names.includes('[Content_Types].xml') && names.some((name) => name.startsWith('word/'));
}

/**
 * Entry names found in a slice of a zip: local file headers (the start of the file) and central directory records
 * (its end). Word writes `[Content_Types].xml` first, LibreOffice last, so both ends are looked at; no inflating.
 */
export function zipEntryNames(buffer: Buffer): string[] {
  const names: string[] = [];
  const collect = (signature: Buffer, lengthAt: number, nameAt: number) => {
    for (let at = buffer.indexOf(signature); at !== -1; at = buffer.indexOf(signature, at + 4)) {
      if (at + nameAt > buffer.length) break;
      const length = buffer.readUInt16LE(at + lengthAt);
      if (at + nameAt + length <= buffer.length) names.push(buffer.toString('utf8', at + nameAt, at + nameAt + length));
    }
  };
  collect(ZIP_LOCAL, 26, 30);
  collect(ZIP_CENTRAL, 28, 46);
  return names;
}
