import sharp from 'sharp';
import { renderSVG } from 'uqr';
import { epcQrPayload, type TransferInstructions } from '@brocante/shared';

/** A QR code as a PNG, for e-mails (mail clients do not show SVG). */
export async function qrPng(text: string): Promise<Buffer> {
  const svg = renderSVG(text, { ecc: 'M', border: 2, pixelSize: 8 });
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** The EPC QR code of a transfer. */
export function transferQrPng(transfer: TransferInstructions): Promise<Buffer> {
  return qrPng(epcQrPayload(transfer));
}
