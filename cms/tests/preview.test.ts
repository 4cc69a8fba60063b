import { beforeAll, describe, expect, it } from 'vitest';
import { API_MESSAGES } from '@brocante/shared';
import { api, server, useStrapi } from './support/strapi-server';
import { previewUrl } from '../src/lib/preview';

/**
 * An editor previews a draft from Strapi's panel: the panel asks Strapi for the preview address
 * (the site's /apercu/ page with a signed token in its fragment), and that page trades the token
 * for the draft. The token opens that one document, for a while, and nothing else.
 */
useStrapi();

let editor: string;
let draftId: string;

const tokenOf = (url: string) => url.slice(url.indexOf('#') + 1);

async function previewAddress(uid: string, documentId: string, status = 'draft', locale = 'fr') {
  return api.get(`/content-manager/preview/url/${uid}?documentId=${documentId}&status=${status}&locale=${locale}`, editor);
}

beforeAll(async () => {
  const login = await api.post('/admin/login', { email: 'editeur@example.be', password: 'Brocante-2027' });
  editor = login.body.data.token;
  const draft = await api.post(
    '/content-manager/collection-types/api::post.post',
    {
      title: 'Vide-grenier de la Saint-Jean',
      slug: 'vide-grenier-saint-jean',
      excerpt: 'En préparation.',
      body: '## Le programme\n\nÀ venir.',
    },
    editor,
  );
  expect(draft.status).toBe(201);
  draftId = draft.body.data.documentId;
});

describe('the preview of a draft', () => {
  it('gives the editor the site’s preview page, and the page the draft, never published', async () => {
    const { status, body } = await previewAddress('api::post.post', draftId);
    expect(status).toBe(200);
    expect(body.data.url).toMatch(/^http:\/\/localhost:4321\/apercu\/#[\w-]+\.[\w-]+$/);

    const preview = await api.post('/api/previews', { data: { token: tokenOf(body.data.url) } });
    expect(preview.status).toBe(200);
    expect(preview.headers.get('cache-control')).toBe('no-store');
    expect(preview.body.data).toEqual({
      page: 'actualite',
      language: 'fr',
      title: 'Vide-grenier de la Saint-Jean',
      excerpt: 'En préparation.',
      body: '## Le programme\n\nÀ venir.',
      cover: null,
    });
    const published = await api.get('/api/posts?filters[slug][$eq]=vide-grenier-saint-jean');
    expect(published.body.data).toEqual([]);
  });

  it('previews the Dutch draft of a post when the editor is on its Dutch version', async () => {
    const dutch = await api.call('PUT', `/content-manager/collection-types/api::post.post/${draftId}?locale=nl`, {
      token: editor,
      body: { title: 'Rommelmarkt van Sint-Jan', excerpt: 'In voorbereiding.', body: '## Het programma\n\nWordt vervolgd.' },
    });
    expect(dutch.status).toBe(200);
    const { body } = await previewAddress('api::post.post', draftId, 'draft', 'nl');
    const preview = await api.post('/api/previews', { data: { token: tokenOf(body.data.url) } });
    expect(preview.body.data).toMatchObject({ page: 'actualite', language: 'nl', title: 'Rommelmarkt van Sint-Jan' });
    const french = await previewAddress('api::post.post', draftId, 'draft', 'fr');
    const frenchPreview = await api.post('/api/previews', { data: { token: tokenOf(french.body.data.url) } });
    expect(frenchPreview.body.data).toMatchObject({ language: 'fr', title: 'Vide-grenier de la Saint-Jean' });
  });

  it('previews a draft of the rules as the rules page', async () => {
    const rules = await server.strapi.documents('api::rules-page.rules-page').findFirst();
    const { body } = await previewAddress('api::rules-page.rules-page', rules!.documentId);
    const preview = await api.post('/api/previews', { data: { token: tokenOf(body.data.url) } });
    expect(preview.body.data).toMatchObject({ page: 'reglement', title: 'Règlement de la brocante' });
  });

  it('offers no preview of what the site does not show as a page: registrations, the configuration', async () => {
    const registrations = await previewAddress('api::registration.registration', 'x');
    expect([204, 403]).toContain(registrations.status);
    expect(registrations.body?.data?.url).toBeUndefined();
    const edition = await server.strapi.db.query('api::edition.edition').findOne({});
    const refused = await previewAddress('api::edition.edition', edition!.documentId);
    expect(refused.status).toBe(204);
  });

  it('answers a forged, altered or expired token like an unknown page, in French', async () => {
    const { body } = await previewAddress('api::post.post', draftId);
    const [payload, signature] = tokenOf(body.data.url).split('.');
    const claim = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const registration = Buffer.from(JSON.stringify({ ...claim, uid: 'api::registration.registration' })).toString('base64url');
    const expired = tokenOf(
      previewUrl(server.strapi, 'http://localhost:4321', 'api::post.post', { documentId: draftId }, Date.now() - 3 * 3600_000)!,
    );
    for (const token of [
      `${registration}.${signature}`,
      `${payload}.${signature!.slice(0, -2)}AA`,
      expired,
      'abc',
      `${payload}`,
    ]) {
      const refused = await api.post('/api/previews', { data: { token } });
      expect(refused.status, token).toBe(404);
      expect(refused.body.error.message).toBe(API_MESSAGES.previewExpired);
    }
    const malformed = await api.post('/api/previews', { data: { token: 'x', documentId: draftId } });
    expect(malformed.status).toBe(400);
  });
});
