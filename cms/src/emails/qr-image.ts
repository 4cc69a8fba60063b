import sharp from 'sharp';
import { renderSVG } from 'uqr';
import { epcQrPayload, type TransferInstructions } from '@brocante/shared';

/** The EPC QR code of a transfer as a PNG, for e-mails (mail clients do not show SVG). */
export async function transferQrPng(transfer: TransferInstructions): Promise<Buffer> {
  const svg = renderSVG(epcQrPayload(transfer), { ecc: 'M', border: 2, pixelSize: 8 });
  return sharp(Buffer.from(svg)).png().toBuffer();
}
