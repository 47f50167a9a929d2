import { maxMegabytes, MIME_BY_KIND, UPLOAD_RULES, type FileKind } from '../../../lib/constants';

const rule = UPLOAD_RULES.avatar;

/** The `accept` attribute for the photo picker (a hint to the picker only; the bytes are checked below). */
export const AVATAR_ACCEPT = rule.kinds.map((kind) => MIME_BY_KIND[kind]).join(',');

/** The image kind from the first bytes, as the server judges it (detect.ts): the file name proves nothing. */
function sniff(bytes: Uint8Array): FileKind | null {
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes[0] === 0x89 && ascii(1, 4) === 'PNG') return 'png';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  return null;
}

export type AvatarRefusal = { key: 'avatar.invalidType' } | { key: 'avatar.tooLarge'; vars: { size: number } };

/** Why this file cannot be the profile photo (UPLOAD_RULES.avatar), or null: checked before anything is sent. */
export async function checkAvatar(file: File): Promise<AvatarRefusal | null> {
  const kind = sniff(new Uint8Array(await file.slice(0, 12).arrayBuffer()));
  if (kind === null || !(rule.kinds as readonly FileKind[]).includes(kind)) return { key: 'avatar.invalidType' };
  if (file.size > rule.maxBytes) return { key: 'avatar.tooLarge', vars: { size: maxMegabytes('avatar') } };
  return null;
}
