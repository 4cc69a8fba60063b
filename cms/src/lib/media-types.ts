import { open } from 'node:fs/promises';
import path from 'node:path';
import { errors } from '@strapi/utils';

/**
 * What the media library accepts: images a news post shows and PDF documents, told by their first
 * bytes, never by the file's name or the type the client declares. No SVG (an XML document that may
 * carry scripts), no HTML, no script, nothing else.
 *
 * A check of our own rather than the `file-type` package: six signatures, each a few fixed bytes at
 * a fixed place, read here in one glance; `file-type` knows hundreds of formats we refuse anyway.
 */
export interface MediaType {
  mime: string;
  /** The extension the stored file is given, whatever the name it came with. */
  ext: string;
  /** A browser shows it inline (an image), or downloads it (a PDF opens in the reader, outside the site). */
  inline: boolean;
}

export const MEDIA_TYPES = {
  jpeg: { mime: 'image/jpeg', ext: '.jpg', inline: true },
  png: { mime: 'image/png', ext: '.png', inline: true },
  webp: { mime: 'image/webp', ext: '.webp', inline: true },
  gif: { mime: 'image/gif', ext: '.gif', inline: true },
  avif: { mime: 'image/avif', ext: '.avif', inline: true },
  pdf: { mime: 'application/pdf', ext: '.pdf', inline: false },
} as const satisfies Record<string, MediaType>;

export const MEDIA_TYPE_REFUSED =
  "Ce fichier n'est pas accepté : la médiathèque ne prend que des images (JPEG, PNG, WebP, GIF, AVIF) et des documents PDF.";

/** How many first bytes the check reads: enough for an AVIF's list of brands. */
const HEAD_BYTES = 64;

const ascii = (bytes: Uint8Array, start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end));
const startsWith = (bytes: Uint8Array, signature: number[]) => signature.every((byte, index) => bytes[index] === byte);

/** An ISO-BMFF file (HEIF family) whose `ftyp` box names AVIF as its brand or a compatible one. */
function isAvif(head: Uint8Array): boolean {
  if (head.length < 16 || ascii(head, 4, 8) !== 'ftyp') return false;
  const boxSize = Math.min(head.length, (head[0] << 24) | (head[1] << 16) | (head[2] << 8) | head[3]);
  const brands = [ascii(head, 8, 12)];
  for (let offset = 16; offset + 4 <= boxSize; offset += 4) brands.push(ascii(head, offset, offset + 4));
  return brands.some((brand) => brand === 'avif' || brand === 'avis');
}

/** The accepted type these first bytes are of, or null. */
export function mediaTypeOf(head: Uint8Array): MediaType | null {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return MEDIA_TYPES.jpeg;
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return MEDIA_TYPES.png;
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP') return MEDIA_TYPES.webp;
  if (ascii(head, 0, 6) === 'GIF87a' || ascii(head, 0, 6) === 'GIF89a') return MEDIA_TYPES.gif;
  if (isAvif(head)) return MEDIA_TYPES.avif;
  if (ascii(head, 0, 5) === '%PDF-') return MEDIA_TYPES.pdf;
  return null;
}

/** The accepted type of a stored file by its extension (how /uploads answers), or null. */
export function mediaTypeByExtension(fileName: string): MediaType | null {
  const ext = path.extname(fileName).toLowerCase();
  if (ext === '.jpeg') return MEDIA_TYPES.jpeg;
  return Object.values(MEDIA_TYPES).find((type) => type.ext === ext) ?? null;
}

async function readHead(filepath: string): Promise<Uint8Array> {
  const file = await open(filepath, 'r');
  try {
    const { buffer, bytesRead } = await file.read(Buffer.alloc(HEAD_BYTES), 0, HEAD_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await file.close();
  }
}

/** A file as the upload plugin receives it (formidable's, or one the bootstrap makes). */
export interface IncomingFile {
  filepath: string;
  originalFilename?: string | null;
  mimetype?: string | null;
}

/**
 * Refuses, with a French message, a file the media library does not accept; an accepted one is
 * given the type its bytes tell and the matching extension, so the stored file's name (and the
 * type /uploads answers it with) is the checked one: a GIF named `x.js` is stored as `….gif`.
 */
export async function acceptMediaFile(file: IncomingFile): Promise<MediaType> {
  const type = mediaTypeOf(await readHead(file.filepath));
  if (!type) throw new errors.ValidationError(MEDIA_TYPE_REFUSED);
  const name = file.originalFilename || 'fichier';
  file.originalFilename = `${path.basename(name, path.extname(name)) || 'fichier'}${type.ext}`;
  file.mimetype = type.mime;
  return type;
}

/** Every file of an upload (one, a list, or none), checked before any is stored. */
export async function acceptMediaFiles(files: IncomingFile | IncomingFile[] | undefined | null): Promise<void> {
  for (const file of [files ?? []].flat()) await acceptMediaFile(file);
}
