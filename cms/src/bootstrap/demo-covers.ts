import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import sharp from 'sharp';

export interface DemoCover {
  /** sky colour of the drawing */
  sky: string;
  alt: string;
}

/** A drawn street of lime trees, 1200×630 (the OpenGraph size), as a JPEG. */
function coverSvg({ sky }: DemoCover): string {
  const trees = [120, 330, 560, 790, 1020]
    .map(
      (x, index) =>
        `<rect x="${x - 10}" y="${360 + (index % 2) * 20}" width="20" height="170" fill="#6b4a2b"/>` +
        `<circle cx="${x}" cy="${330 + (index % 2) * 20}" r="${95 - (index % 3) * 10}" fill="${index % 2 ? '#2f7d57' : '#1d6b4f'}"/>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630">
    <rect width="1200" height="630" fill="${sky}"/>
    <circle cx="1040" cy="110" r="60" fill="#f6d365"/>
    <rect y="520" width="1200" height="110" fill="#b9b3a6"/>
    <rect y="560" width="1200" height="8" fill="#f4f1ea"/>
    ${trees}
  </svg>`;
}

export async function uploadDemoCover(strapi: Core.Strapi, name: string, cover: DemoCover): Promise<number> {
  const directory = await mkdtemp(path.join(tmpdir(), 'brocante-cover-'));
  try {
    const filepath = path.join(directory, `${name}.jpg`);
    await writeFile(
      filepath,
      await sharp(Buffer.from(coverSvg(cover)))
        .jpeg({ quality: 82 })
        .toBuffer(),
    );
    const [file] = await strapi
      .plugin('upload')
      .service('upload')
      .upload({
        data: { fileInfo: { name: `${name}.jpg`, alternativeText: cover.alt } },
        files: { filepath, originalFilename: `${name}.jpg`, mimetype: 'image/jpeg', size: (await stat(filepath)).size },
      });
    return file.id;
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}
