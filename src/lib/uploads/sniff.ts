import { UPLOAD_RULES, type FileKind, type UploadPurpose } from '@/lib/constants';

/**
 * The one type check, run by the browser before sending and by the server on the streamed bytes
 * (src/server/files/multipart.ts; a Node Buffer is a Uint8Array): the kind comes from the file's first and last
 * bytes, never from its name, its Content-Type or the type the browser guesses from the extension. Refusing a
 * disguised file in the browser spares the upload; the server has the last word.
 */

/** How much of the start and end of a file the detector needs (the server keeps only these while streaming). */
export const HEAD_BYTES = 64 * 1024;
export const TAIL_BYTES = 128 * 1024;

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
/** OLE2 compound document: .doc (Word 97–2003). */
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP_LOCAL = [0x50, 0x4b, 0x03, 0x04];
const ZIP_CENTRAL = [0x50, 0x4b, 0x01, 0x02];

const startsWith = (bytes: Uint8Array, prefix: readonly number[], offset = 0) =>
  bytes.length >= offset + prefix.length && prefix.every((byte, i) => bytes[offset + i] === byte);
const ascii = (bytes: Uint8Array, start: number, end: number) =>
  String.fromCharCode(...bytes.subarray(start, Math.min(end, bytes.length)));

/** The kind of a file from the start (`head`) and the end (`tail`) of its bytes; null when none is accepted. */
export function detectKind(head: Uint8Array, tail: Uint8Array = head): FileKind | null {
  if (ascii(head, 0, 5) === '%PDF-') return 'pdf';
  if (startsWith(head, PNG)) return 'png';
  if (startsWith(head, JPEG)) return 'jpeg';
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP') return 'webp';
  if (startsWith(head, OLE2)) return 'doc';
  if (startsWith(head, ZIP_LOCAL)) {
    const names = [...zipEntryNames(head), ...zipEntryNames(tail)];
    if (names.includes('[Content_Types].xml') && names.some((name) => name.startsWith('word/'))) return 'docx';
  }
  return null;
}

/** Entry names in a slice of a zip: local headers (its start) and central directory records (its end). */
function zipEntryNames(bytes: Uint8Array): string[] {
  const names: string[] = [];
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const decoder = new TextDecoder();
  const collect = (signature: readonly number[], lengthAt: number, nameAt: number) => {
    for (let at = 0; at + nameAt <= bytes.length; at += 1) {
      if (!startsWith(bytes, signature, at)) continue;
      const length = view.getUint16(at + lengthAt, true);
      if (at + nameAt + length <= bytes.length)
        names.push(decoder.decode(bytes.subarray(at + nameAt, at + nameAt + length)));
    }
  };
  collect(ZIP_LOCAL, 26, 30);
  collect(ZIP_CENTRAL, 28, 46);
  return names;
}

/** Reads only the two slices the detector needs, so a 15 MB file is never loaded whole. */
export async function sniffFile(file: Blob): Promise<FileKind | null> {
  const head = new Uint8Array(await file.slice(0, HEAD_BYTES).arrayBuffer());
  const tail = file.size > HEAD_BYTES ? new Uint8Array(await file.slice(-TAIL_BYTES).arrayBuffer()) : head;
  return detectKind(head, tail);
}

export type FileCheck = { ok: true; kind: FileKind } | { ok: false; reason: 'size' | 'type' };

/** UPLOAD_RULES applied before sending: size first (cheap), then the bytes (an empty file is no accepted type). */
export async function checkFile(file: Blob, purpose: UploadPurpose): Promise<FileCheck> {
  const rule = UPLOAD_RULES[purpose];
  if (file.size > rule.maxBytes) return { ok: false, reason: 'size' };
  const kind = await sniffFile(file);
  if (kind === null || !(rule.kinds as readonly FileKind[]).includes(kind)) return { ok: false, reason: 'type' };
  return { ok: true, kind };
}
