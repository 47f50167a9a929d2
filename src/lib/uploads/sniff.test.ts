import { expect, test } from 'vitest';
import {
  docBytes,
  docxBytes,
  htmlBytes,
  jpegBytes,
  pdfBytes,
  pngBytes,
  webpBytes,
  zipBytes,
} from '@/server/test/files';
import { UPLOAD_RULES } from '@/lib/constants';
import { dispositionFilename } from './download';
import { checkFile, detectKind, sniffFile } from './sniff';

const samples: Record<string, Buffer> = {
  pdf: pdfBytes(),
  png: pngBytes(),
  jpeg: jpegBytes(),
  webp: webpBytes(),
  doc: docBytes(),
  docx: docxBytes(),
  docxCentral: docxBytes(true),
  html: htmlBytes(),
  text: Buffer.from('just some text'),
  empty: Buffer.alloc(0),
  xlsx: zipBytes({ '[Content_Types].xml': '<Types/>', 'xl/workbook.xml': '<workbook/>' }),
  wav: Buffer.from('RIFF\x10\x00\x00\x00WAVEfmt ', 'latin1'),
};

const expected: Record<string, string | null> = {
  pdf: 'pdf',
  png: 'png',
  jpeg: 'jpeg',
  webp: 'webp',
  doc: 'doc',
  docx: 'docx',
  docxCentral: 'docx',
  html: null,
  text: null,
  empty: null,
  xlsx: null,
  wav: null,
};

test('a browser Blob and a server Buffer of the same bytes are judged alike', async () => {
  for (const [name, bytes] of Object.entries(samples)) {
    expect(detectKind(bytes.subarray(0, 64 * 1024), bytes.subarray(-128 * 1024)), name).toBe(expected[name]);
    expect(await sniffFile(new Blob([new Uint8Array(bytes)])), name).toBe(expected[name]);
  }
  expect(detectKind(samples.html!)).toBeNull();
});

test('a docx whose content-types entry lies past the first 64 KB is found in the tail', async () => {
  const padding = Object.fromEntries(
    Array.from({ length: 40 }, (_, i) => [`word/media/pad${i}.xml`, 'x'.repeat(4000)]),
  );
  const bytes = zipBytes({ ...padding, '[Content_Types].xml': '<Types/>' });
  expect(bytes.length).toBeGreaterThan(64 * 1024);
  expect(await sniffFile(new Blob([new Uint8Array(bytes)]))).toBe('docx');
});

test('checkFile refuses a disguised file, a wrong kind for the purpose, and a file over the limit', async () => {
  const named = (bytes: Buffer, name: string) => new File([new Uint8Array(bytes)], name);
  expect(await checkFile(named(pdfBytes(), 'cv.pdf'), 'cv')).toEqual({ ok: true, kind: 'pdf' });
  expect(await checkFile(named(htmlBytes(), 'cv.pdf'), 'cv')).toEqual({ ok: false, reason: 'type' });
  expect(await checkFile(named(pngBytes(), 'cv.png'), 'cv')).toEqual({ ok: false, reason: 'type' });
  expect(await checkFile(named(docxBytes(), 'cert.docx'), 'languageCertificate')).toEqual({
    ok: false,
    reason: 'type',
  });
  expect(await checkFile(named(Buffer.alloc(0), 'empty.pdf'), 'otherDocument')).toEqual({ ok: false, reason: 'type' });
  const big = Buffer.concat([pdfBytes(), Buffer.alloc(UPLOAD_RULES.cv.maxBytes)]);
  expect(await checkFile(named(big, 'big.pdf'), 'cv')).toEqual({ ok: false, reason: 'size' });
  const justFits = Buffer.concat([pdfBytes(), Buffer.alloc(UPLOAD_RULES.cv.maxBytes - pdfBytes().length)]);
  expect(await checkFile(named(justFits, 'fits.pdf'), 'cv')).toEqual({ ok: true, kind: 'pdf' });
});

test('the download name comes from filename* first, then filename; none without a header', () => {
  expect(
    dispositionFilename(`attachment; filename="Ozgecmis.pdf"; filename*=UTF-8''%C3%96zge%C3%A7mi%C5%9F%20%C4%9F.pdf`),
  ).toBe('Özgeçmiş ğ.pdf');
  expect(dispositionFilename('attachment; filename="a \\"quoted\\" name.pdf"')).toBe('a "quoted" name.pdf');
  expect(dispositionFilename('attachment; filename=plain.png')).toBe('plain.png');
  expect(dispositionFilename(`attachment; filename="fallback.pdf"; filename*=UTF-8''%E0%A4%A`)).toBe('fallback.pdf');
  expect(dispositionFilename('attachment')).toBeNull();
  expect(dispositionFilename(null)).toBeNull();
});
