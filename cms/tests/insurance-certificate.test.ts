import { request } from 'node:http';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { PDFDocument } from '@cantoo/pdf-lib';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, server, setEdition, staff, useStrapi } from './support/strapi-server';
import { pdfPages, pdfText } from '../../scripts/pdf-text.mjs';

/**
 * The organiser's insurance certificate of an edition: filed by a volunteer (a PDF, a JPEG or a PNG, told by its
 * bytes), kept in the database and never under /uploads, given back to staff only, and joined after the plans of the
 * commune's file.
 */
useStrapi({ signIn: true });

const fixture = (name: string) => readFileSync(path.join(__dirname, 'fixtures', name));
// A one-page PDF 2.0 of the PDF Association (612 × 396 points), and a 32 × 32 PNG of the PngSuite (fixtures/README.md).
const PDF = fixture('simple-pdf-2.0.pdf');
const PNG = fixture('pngsuite-basn2c08.png');
// The same PDF as an insurer sends it, protected against changes but open to all (AES-256, RC4), and one that opens only
// with its password (fixtures/README.md).
const PROTECTED = ['simple-pdf-2.0-protege-aes256.pdf', 'simple-pdf-2.0-protege-rc4.pdf'];
const WITH_PASSWORD = fixture('simple-pdf-2.0-mot-de-passe.pdf');

let date: string;
let editor: string;
beforeAll(async () => {
  date = (await api.get('/api/editions', staff)).body.data[0].date;
  const login = await api.post('/admin/login', { email: 'editeur@example.be', password: 'Brocante-2027' });
  editor = login.body.data.token ?? login.body.data.accessToken;
});

const certificatePath = (day = date) => `/api/editions/${day}/insurance-certificate`;
const send = (
  method: string,
  body?: Buffer,
  { name = '', token = staff as string | null, type = 'application/octet-stream', language = 'fr' } = {},
) =>
  fetch(`${server.url}${certificatePath()}${name && `?name=${encodeURIComponent(name)}`}`, {
    method,
    headers: {
      'accept-language': language,
      ...(token && { authorization: `Bearer ${token}` }),
      ...(body && { 'content-type': type }),
    },
    body,
  });
const communeFile = async (language = 'fr') =>
  Buffer.from(
    await (
      await fetch(`${server.url}/api/editions/${date}/commune-file?language=${language}`, {
        headers: { authorization: `Bearer ${staff}` },
      })
    ).arrayBuffer(),
  );

describe("the edition's insurance certificate", () => {
  it('joins a PDF certificate after the plans, gives it back under its name, and says so on the first page', async () => {
    const without = await communeFile();
    expect(pdfText(without)).toContain(
      "Attestation d'assurance en responsabilité civile : à joindre (aucune attestation n'a été déposée)",
    );
    expect((await api.get(`${certificatePath()}/details`, staff)).body.data).toBeNull();
    expect((await send('GET')).status).toBe(404);

    const filed = await send('PUT', PDF, { name: 'Attestation Ethias 2027.pdf', type: 'application/pdf' });
    expect(filed.status).toBe(200);
    const { data } = await filed.json();
    expect(data).toMatchObject({ fileName: 'Attestation Ethias 2027.pdf', mimeType: 'application/pdf', size: PDF.length });
    expect(data.uploadedBy).toBe('Anne Lambert (Coordination)');
    expect((await api.get(`${certificatePath()}/details`, staff)).body.data).toEqual(data);

    const download = await send('GET');
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('cache-control')).toBe('no-store');
    expect(download.headers.get('content-disposition')).toBe(`attachment; filename="Attestation Ethias 2027.pdf"`);
    expect(Buffer.from(await download.arrayBuffer()).equals(PDF)).toBe(true);

    const joined = await communeFile();
    expect(pdfText(joined)).toContain("Attestation d'assurance en responsabilité civile : jointe (Attestation Ethias 2027.pdf)");
    expect(pdfPages(joined)).toBe(pdfPages(without) + 1);
    const pages = (await PDFDocument.load(joined)).getPages();
    expect(pages.at(-1)!.getSize()).toEqual({ width: 612, height: 396 });
    const dutch = pdfText(await communeFile('nl'));
    expect(dutch).toContain('Verzekeringsattest burgerlijke aansprakelijkheid: bijgevoegd (Attestation Ethias 2027.pdf)');
  });

  it("joins an insurer's PDF protected against changes, its page readable in the file, in either cipher", async () => {
    await send('DELETE');
    const before = await communeFile();
    expect(pdfText(PDF)).toContain('Hello World');
    for (const name of PROTECTED) {
      const protectedPdf = fixture(name);
      // Its page's text is ciphered: nothing reads as text before it is deciphered.
      expect(pdfText(protectedPdf), name).not.toContain('Hello World');
      const filed = await send('PUT', protectedPdf, { name, type: 'application/pdf' });
      expect(filed.status, name).toBe(200);
      const joined = await communeFile();
      expect(pdfText(joined), name).toContain(`jointe (${name})`);
      expect(pdfText(joined), name).toContain('Hello World');
      expect(pdfPages(joined), name).toBe(pdfPages(before) + 1);
      // The commune's file itself opens with no password, as the commune's office will open it.
      expect(joined.toString('latin1'), name).not.toContain('/Encrypt');
      // The volunteer gets back the file as the insurer sent it.
      expect(Buffer.from(await (await send('GET')).arrayBuffer()).equals(protectedPdf), name).toBe(true);
    }
  });

  it('replaces it with a PNG, one page with the image fitted, and removes it', async () => {
    const before = pdfPages(await communeFile());
    const filed = await send('PUT', PNG, { name: 'scan.png', type: 'image/png' });
    expect(filed.status).toBe(200);
    expect((await filed.json()).data).toMatchObject({ fileName: 'scan.png', mimeType: 'image/png', size: PNG.length });
    const joined = await communeFile();
    expect(pdfText(joined)).toContain('jointe (scan.png)');
    // The PDF's one page gave way to the image's one page, on the file's A4 paper.
    expect(pdfPages(joined)).toBe(before);
    const last = (await PDFDocument.load(joined)).getPages().at(-1)!;
    expect(last.getSize()).toEqual({ width: 595.28, height: 841.89 });
    expect(joined.toString('latin1')).toMatch(/\/Subtype \/Image[\s\S]*\/Width 32/);
    const download = await send('GET');
    expect(download.headers.get('content-type')).toBe('image/png');
    expect(download.headers.get('content-disposition')).toBe('attachment; filename="scan.png"');

    expect((await send('DELETE')).status).toBe(200);
    expect((await api.get(`${certificatePath()}/details`, staff)).body.data).toBeNull();
    expect(pdfText(await communeFile())).toContain('à joindre');
    expect(pdfPages(await communeFile())).toBe(before - 1);
    const again = await send('DELETE');
    expect(again.status).toBe(404);
    expect((await again.json()).error.message).toBe("Aucune attestation d'assurance n'a été déposée pour cette édition.");
  });

  it('turns a phone’s photo of the certificate upright, as its EXIF orientation says', async () => {
    // A portrait page photographed with the phone turned: pixels 600 × 300, « turn 90° » noted (orientation 6).
    const photo = await sharp({ create: { width: 600, height: 300, channels: 3, background: '#ffffff' } })
      .composite([{ input: { create: { width: 60, height: 300, channels: 3, background: '#000000' } }, left: 0, top: 0 }])
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const filed = await send('PUT', photo, { name: 'photo.jpg', type: 'image/jpeg' });
    expect(filed.status).toBe(200);
    expect((await filed.json()).data).toMatchObject({ fileName: 'photo.jpg', mimeType: 'image/jpeg' });
    const joined = await communeFile();
    expect(pdfText(joined)).toContain('jointe (photo.jpg)');
    // Upright on the paper: 300 wide, 600 high, as a viewer shows the photo.
    expect(joined.toString('latin1')).toMatch(
      /\/Subtype \/Image[\s\S]*?\/Width 300[\s\S]*?\/Height 600|\/Height 600[\s\S]*?\/Width 300/,
    );
    expect((await send('DELETE')).status).toBe(200);
  });

  it('refuses, in French or in Dutch, a file of another kind, one too large and a broken PDF, and keeps the one filed', async () => {
    expect((await send('PUT', PNG, { name: 'garde.png' })).status).toBe(200);
    const refusals = [
      // The name and the declared type say nothing: the bytes are HTML.
      {
        body: Buffer.from('<html><script>alert(1)</script></html>'),
        name: 'attestation.pdf',
        type: 'application/pdf',
        says: /^Ce fichier n'est ni un PDF ni une image JPEG ou PNG/,
      },
      { body: Buffer.from('GIF89a\x01\x00\x01\x00'), name: 'a.gif', type: 'image/gif', says: /^Ce fichier n'est ni un PDF/ },
      { body: Buffer.from('{"data":{}}'), name: '', type: 'application/json', says: /^Ce fichier n'est ni un PDF/ },
      {
        body: Buffer.alloc(5 * 1024 * 1024 + 1, 0x25),
        name: 'gros.pdf',
        type: 'application/pdf',
        says: /^Ce fichier dépasse 5 Mo/,
      },
      // The first half of a real PDF: its header is right, its objects are cut.
      {
        body: PDF.subarray(0, 2600),
        name: 'coupé.pdf',
        type: 'application/pdf',
        says: /^Ce fichier ne se lit pas \(abîmé, ou PDF protégé/,
      },
      // A PDF that opens only with its password: its pages cannot be read.
      {
        body: WITH_PASSWORD,
        name: 'protégé.pdf',
        type: 'application/pdf',
        says: /^Ce fichier ne se lit pas \(abîmé, ou PDF protégé par un mot de passe\)/,
      },
      {
        body: Buffer.from('%PDF-1.7\nnothing else'),
        name: 'vide.pdf',
        type: 'application/pdf',
        says: /^Ce fichier ne se lit pas/,
      },
      {
        body: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]),
        name: 'x.png',
        type: 'image/png',
        says: /^Ce fichier ne se lit pas/,
      },
    ];
    for (const { body, name, type, says } of refusals) {
      const refused = await send('PUT', body, { name, type });
      expect(refused.status, name).toBe(400);
      expect((await refused.json()).error.message, name).toMatch(says);
    }
    const dutch = await send('PUT', Buffer.from('texte'), { language: 'nl' });
    expect((await dutch.json()).error.message).toMatch(/^Dit bestand is geen PDF en geen JPEG- of PNG-afbeelding/);
    const tooLarge = await send('PUT', Buffer.alloc(5 * 1024 * 1024 + 1, 0x25), { language: 'nl' });
    expect((await tooLarge.json()).error.message).toMatch(/^Dit bestand is groter dan 5 MB/);
    // A body sent in chunks, without its length: read up to the limit, and no further.
    const chunked = await fetch(`${server.url}${certificatePath()}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${staff}`, 'content-type': 'application/octet-stream' },
      body: new Blob([Buffer.alloc(6 * 1024 * 1024, 0x25)]).stream(),
      duplex: 'half',
    } as RequestInit);
    expect(chunked.status).toBe(400);
    expect((await chunked.json()).error.message).toMatch(/^Ce fichier dépasse 5 Mo/);
    expect((await api.get(`${certificatePath()}/details`, staff)).body.data.fileName).toBe('garde.png');
    expect((await send('PUT', PDF, { name: 'x.pdf' })).status).toBe(200);
    // An unknown edition.
    const unknown = await fetch(`${server.url}${certificatePath('2099-01-01')}`, {
      headers: { authorization: `Bearer ${staff}` },
    });
    expect(unknown.status).toBe(404);
  });

  it('gives nothing to the public nor to an editor, under any spelling of its address, and nothing under /uploads', async () => {
    expect((await send('PUT', PDF, { name: 'vraie.pdf' })).status).toBe(200);
    for (const method of ['GET', 'PUT', 'DELETE']) {
      expect((await send(method, method === 'PUT' ? PNG : undefined, { token: null })).status, method).toBe(403);
      expect((await send(method, method === 'PUT' ? PNG : undefined, { token: editor })).status, method).toBe(401);
    }
    expect((await fetch(`${server.url}${certificatePath()}/details`)).status).toBe(403);
    const raw = (rawPath: string, token: string | null) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const url = new URL(server.url);
        const sent = request(
          {
            host: url.hostname,
            port: url.port,
            path: rawPath,
            method: 'GET',
            headers: token ? { authorization: `Bearer ${token}` } : {},
          },
          (response) => {
            let body = '';
            response.on('data', (chunk) => (body += chunk));
            response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
          },
        );
        sent.on('error', reject);
        sent.end();
      });
    const spellings = [
      certificatePath().toUpperCase(),
      certificatePath().replace('insurance', 'Insurance'),
      `/API/editions/${date}/insurance-certificate`,
      `/api/editions%2F${date}%2Finsurance-certificate`,
      `/api/editions/${date}/insurance-certificate/`,
      `/api/editions/x/..%2F${date}/insurance-certificate`,
    ];
    for (const spelling of spellings)
      for (const token of [null, editor]) {
        const answer = await raw(spelling, token);
        expect(answer.status, spelling).toBeGreaterThanOrEqual(400);
        expect(answer.body, spelling).not.toContain('%PDF');
      }
    // Not the media library's: no file row, nothing written under public/uploads, no content type to read it by.
    expect(await server.strapi.db.query('plugin::upload.file').count({ where: { name: 'vraie.pdf' } })).toBe(0);
    const uploads = path.join(server.strapi.dirs.static.public, 'uploads');
    const files = (() => {
      try {
        return readdirSync(uploads);
      } catch {
        return [];
      }
    })();
    for (const name of files) expect(readFileSync(path.join(uploads, name)).includes(PDF.subarray(0, 200))).toBe(false);
    for (const token of [null, staff]) {
      const listed = await api.get('/api/insurance-certificates', token ?? undefined);
      expect(listed.status).toBe(404);
    }
    const panel = await api.get('/content-manager/collection-types/api::insurance-certificate.insurance-certificate', editor);
    expect(panel.status).toBe(403);
  });

  it("follows its edition when the edition's day moves", async () => {
    expect((await send('PUT', PNG, { name: 'suit.png' })).status).toBe(200);
    const moved = await setEdition({ date: '2099-05-03' });
    expect((await api.get(`${certificatePath(moved)}/details`, staff)).body.data.fileName).toBe('suit.png');
    expect((await api.get(`${certificatePath()}/details`, staff)).status).toBe(404);
    await setEdition({ date });
  });
});
