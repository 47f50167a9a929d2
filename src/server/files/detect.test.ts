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
import { detectKind } from '@/lib/uploads/sniff';
import { asciiFallback, attachmentDisposition, MAX_NAME_LENGTH, sanitizeFileName } from './names';

const detect = (bytes: Buffer) => detectKind(bytes.subarray(0, 64 * 1024), bytes.subarray(-128 * 1024));

test('each accepted kind is recognised from its bytes', () => {
  expect(detect(pdfBytes())).toBe('pdf');
  expect(detect(pngBytes())).toBe('png');
  expect(detect(jpegBytes())).toBe('jpeg');
  expect(detect(webpBytes())).toBe('webp');
  expect(detect(docBytes())).toBe('doc');
  expect(detect(docxBytes())).toBe('docx');
  expect(detect(docxBytes(true))).toBe('docx');
});

test('look-alikes are refused: HTML, plain text, a zip that is not a Word document, a RIFF that is not WebP', () => {
  expect(detect(htmlBytes())).toBeNull();
  expect(detect(Buffer.from('just some text'))).toBeNull();
  expect(detect(Buffer.alloc(0))).toBeNull();
  expect(detect(zipBytes({ '[Content_Types].xml': '<Types/>', 'xl/workbook.xml': '<workbook/>' }))).toBeNull();
  expect(detect(zipBytes({ 'word/document.xml': '<w/>' }))).toBeNull();
  expect(detect(Buffer.from('RIFF\x10\x00\x00\x00WAVEfmt ', 'latin1'))).toBeNull();
});

test('a docx whose content-types entry sits beyond the head is found through the central directory', () => {
  const padding = Object.fromEntries(
    Array.from({ length: 40 }, (_, i) => [`word/media/pad${i}.xml`, 'x'.repeat(4000)]),
  );
  const bytes = zipBytes({ ...padding, '[Content_Types].xml': '<Types/>' });
  expect(bytes.length).toBeGreaterThan(64 * 1024);
  expect(detect(bytes)).toBe('docx');
});

test('file names lose folder parts and control characters, and keep their extension within the cap', () => {
  expect(sanitizeFileName('../../etc/passwd.pdf', 'pdf')).toBe('passwd.pdf');
  expect(sanitizeFileName('C:\\Users\\x\\cv.docx', 'docx')).toBe('cv.docx');
  expect(sanitizeFileName('in\u0000voice\u202Efdp.exe.pdf', 'pdf')).toBe('invoicefdp.exe.pdf');
  expect(sanitizeFileName('..', 'pdf')).toBe('document.pdf');
  expect(sanitizeFileName('scan.pdf', 'png')).toBe('scan.pdf.png');
  expect(sanitizeFileName('photo.JPG', 'jpeg')).toBe('photo.JPG');
  const long = sanitizeFileName(`${'ş'.repeat(296)}.pdf`, 'pdf');
  expect([...long]).toHaveLength(MAX_NAME_LENGTH);
  expect(long.endsWith('ş.pdf')).toBe(true);
});

test('Content-Disposition carries an ASCII fallback and the exact UTF-8 name (RFC 6266)', () => {
  expect(asciiFallback('Özgeçmiş ğüşıöç.pdf')).toBe('Ozgecmis gusioc.pdf');
  expect(attachmentDisposition('Özgeçmiş ğüşıöç.pdf')).toBe(
    `attachment; filename="Ozgecmis gusioc.pdf"; filename*=UTF-8''%C3%96zge%C3%A7mi%C5%9F%20%C4%9F%C3%BC%C5%9F%C4%B1%C3%B6%C3%A7.pdf`,
  );
  expect(attachmentDisposition(`a"b\\c's (1).pdf`)).toBe(
    `attachment; filename="a_b_c's (1).pdf"; filename*=UTF-8''a%22b%5Cc%27s%20%281%29.pdf`,
  );
});
