import { createRequire } from 'node:module';
import { LOCALE_TAGS, type Locale } from '@/lib/i18n/locales';

// DejaVu Sans covers İ ı ş ğ and ß ä ö ü; PDFKit's built-in Helvetica does not.
const require = createRequire(import.meta.url);
const FONTS = {
  regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
};

/**
 * An A4 document in the reader's language with the two fonts every PDF of the portal uses ('regular', 'bold'):
 * receipts, credit notes and the visa checklist. `finish()` ends it and answers the bytes. PDFKit (with fontkit and
 * its decoders, about 15 MB once loaded) is imported on the first PDF, not at start (decision 090).
 */
export async function openA4(locale: Locale, info: PDFKit.DocumentInfo) {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({ size: 'A4', margin: 56, lang: LOCALE_TAGS[locale], info });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  doc.registerFont('regular', FONTS.regular);
  doc.registerFont('bold', FONTS.bold);
  const finish = async () => {
    doc.end();
    await finished;
    return Buffer.concat(chunks);
  };
  return { doc, finish };
}
