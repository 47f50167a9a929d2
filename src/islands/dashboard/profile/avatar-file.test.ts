import { expect, test } from 'vitest';
import { AVATAR_ACCEPT, checkAvatar } from './avatar-file';

const MB = 1024 * 1024;
const file = (bytes: number[], size = bytes.length, name = 'photo.png', type = 'image/png') =>
  new File([new Uint8Array(bytes), new Uint8Array(Math.max(0, size - bytes.length))], name, { type });

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff, 0xe0];
const WEBP = [...'RIFF'].map((c) => c.charCodeAt(0)).concat([0, 0, 0, 0], [...'WEBP'].map((c) => c.charCodeAt(0)));
const PDF = [...'%PDF-1.4'].map((c) => c.charCodeAt(0));

test('JPEG, PNG and WebP up to 2 MB pass, judged by their bytes', async () => {
  expect(await checkAvatar(file(PNG))).toBeNull();
  expect(await checkAvatar(file(JPEG, 2 * MB, 'me.jpg', 'image/jpeg'))).toBeNull();
  expect(await checkAvatar(file(WEBP, 100, 'me.webp', 'image/webp'))).toBeNull();
});

test('anything else is refused before sending, whatever its name or type claims', async () => {
  expect(await checkAvatar(file(PDF, 100, 'photo.png', 'image/png'))).toEqual({ key: 'avatar.invalidType' });
  expect(await checkAvatar(file([], 0))).toEqual({ key: 'avatar.invalidType' });
  expect(await checkAvatar(file(JPEG, 2 * MB + 1, 'big.jpg', 'image/jpeg'))).toEqual({ key: 'avatar.tooLarge', vars: { size: 2 } });
});

test('the picker is offered the same three types', () => {
  expect(AVATAR_ACCEPT).toBe('image/jpeg,image/png,image/webp');
});
