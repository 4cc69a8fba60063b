import { PageSizes, PDFDocument } from '@cantoo/pdf-lib';
import sharp from 'sharp';

/**
 * The organiser's insurance certificate joined to the commune's file, after the plans. pdfkit writes PDFs but cannot
 * read one: pdf-lib (Cantoo's maintained fork, MIT, which also deciphers) loads the file pdfkit made and the
 * certificate, and appends the certificate's own pages, or one page with the image fitted to it. A certificate is
 * taken only if this very step succeeds on it (readableCertificate), so that a file accepted never breaks the
 * commune's file later.
 */

/** What a certificate may be, told by its first bytes (its magic number), never by its name nor its declared type. */
const SIGNATURES = [
  { type: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] },
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
] as const;
export type CertificateType = (typeof SIGNATURES)[number]['type'];

/** The certificate's type by its first bytes, or null when it is neither a PDF, a JPEG nor a PNG. */
export function certificateTypeOf(content: Buffer): CertificateType | null {
  const found = SIGNATURES.find(({ bytes }) => bytes.every((byte, index) => content[index] === byte));
  return found?.type ?? null;
}

export interface CertificateFile {
  type: CertificateType;
  content: Buffer;
}

const MARGIN = 40;

/**
 * A phone's photo of the paper certificate stores its pixels as the camera held it and says how to turn them (EXIF
 * orientation), which pdf-lib does not read: the image turned upright by sharp, as a viewer shows it; one without
 * such a note as it is.
 */
async function uprightImage(content: Buffer): Promise<Buffer> {
  const { orientation } = await sharp(content).metadata();
  return orientation && orientation !== 1 ? sharp(content).rotate().toBuffer() : content;
}

async function appendCertificate(file: PDFDocument, { type, content }: CertificateFile): Promise<void> {
  if (type === 'application/pdf') {
    // An insurer's PDF is often protected against changes yet opens for all (an empty password): deciphered, its pages
    // copy as they show. One that asks for a password, or whose objects do not parse, is refused.
    const certificate = await PDFDocument.load(content, { password: '', throwOnInvalidObject: true, updateMetadata: false });
    if (certificate.getPageCount() === 0) throw new Error('A certificate without pages');
    for (const page of await file.copyPages(certificate, certificate.getPageIndices())) file.addPage(page);
    return;
  }
  const upright = await uprightImage(content);
  const image = type === 'image/png' ? await file.embedPng(upright) : await file.embedJpg(upright);
  // The paper of the file's first page (A4 or A3, upright), the image as large as it fits within the margins.
  const [width, height] = file.getPageCount() ? [file.getPage(0).getWidth(), file.getPage(0).getHeight()] : PageSizes.A4;
  const page = file.addPage([width, height]);
  const fitted = image.scaleToFit(width - 2 * MARGIN, height - 2 * MARGIN);
  page.drawImage(image, { x: (width - fitted.width) / 2, y: height - MARGIN - fitted.height, ...fitted });
}

/** The commune's file (pdfkit's PDF) with the certificate's pages after its own. */
export async function withCertificate(communeFile: Buffer, certificate: CertificateFile): Promise<Buffer> {
  const file = await PDFDocument.load(communeFile, { updateMetadata: false });
  await appendCertificate(file, certificate);
  // Without object streams, as pdfkit writes: every reader (and scripts/pdf-text.mjs) finds the pages.
  return Buffer.from(await file.save({ useObjectStreams: false }));
}

/** Whether the certificate joins a file: the same step as withCertificate, on an empty file. */
export async function readableCertificate(certificate: CertificateFile): Promise<boolean> {
  try {
    await appendCertificate(await PDFDocument.create(), certificate);
    return true;
  } catch {
    return false;
  }
}
