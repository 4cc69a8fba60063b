/** The outbox's attachments: stored as what to draw, drawn when the message is sent (lib/smtp-worker.ts). */
import sharp from 'sharp';
import { renderSVG } from 'uqr';
import { epcQrPayload, type TransferInstructions } from '@brocante/shared';

/** A QR code as a PNG, for e-mails (mail clients do not show SVG). */
async function qrPng(text: string): Promise<Buffer> {
  const svg = renderSVG(text, { ecc: 'M', border: 2, pixelSize: 8 });
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** The EPC QR code of a transfer. */
function transferQrPng(transfer: TransferInstructions): Promise<Buffer> {
  return qrPng(epcQrPayload(transfer));
}

/**
 * An attachment as stored in the outbox. The transfer's QR code is stored as its transfer and drawn
 * when the message is sent: drawing a PNG has no place inside the transaction that allocates pitches.
 */
export type EmailAttachment =
  | { filename: string; contentType: string; cid?: string; contentBase64: string }
  | { filename: string; contentType: 'image/png'; cid: string; epcTransfer: TransferInstructions }
  | { filename: string; contentType: 'image/png'; cid: string; qrText: string };

/** The attachments as nodemailer sends them. */
export async function renderAttachments(attachments: EmailAttachment[]) {
  return Promise.all(
    attachments.map(async (attachment) => ({
      filename: attachment.filename,
      contentType: attachment.contentType,
      cid: attachment.cid,
      content:
        'epcTransfer' in attachment
          ? await transferQrPng(attachment.epcTransfer)
          : 'qrText' in attachment
            ? await qrPng(attachment.qrText)
            : Buffer.from(attachment.contentBase64, 'base64'),
    })),
  );
}
