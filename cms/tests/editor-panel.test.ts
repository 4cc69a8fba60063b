import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, server, useStrapi } from './support/strapi-server';
import { neighborRegistration } from './support/http';

/**
 * The editor of the Strapi panel, signed in through the panel's own admin API as the panel does:
 * news and the committee's pages, nothing of the people who registered or wrote, nor where the money goes.
 */
useStrapi();

let editor: string;
let heldPitch: string;

const PERSONAL = [
  'api::registration.registration',
  'api::location.location',
  'api::contact-message.contact-message',
  'api::email-message.email-message',
  'api::bank-transaction.bank-transaction',
  'plugin::users-permissions.user',
];

beforeAll(async () => {
  const login = await api.post('/admin/login', { email: 'editeur@example.be', password: 'Brocante-2027' });
  expect(login.status).toBe(200);
  editor = login.body.data.token ?? login.body.data.accessToken;
  expect(editor).toBeTruthy();
  const receipt = await api.post('/api/registrations', { data: neighborRegistration() });
  expect(receipt.status).toBe(201);
  heldPitch = (
    await server.strapi.db.query('api::location.location').findOne({ where: { name: receipt.body.data.locations[0].name } })
  ).documentId;
});

describe('the editor in the Strapi panel', () => {
  it('writes news, and can neither read nor change the editions or the account where the money goes', async () => {
    expect((await api.get('/content-manager/collection-types/api::post.post', editor)).status).toBe(200);
    const account = '/content-manager/single-types/api::committee-account.committee-account';
    expect((await api.get(account, editor)).status).toBe(403);
    const changed = await api.put(
      account,
      { debtorName: 'Escroc', debtorIban: 'BE68 5390 0754 7034', debtorBic: 'GEBABEBB' },
      editor,
    );
    expect(changed.status).toBe(403);
    expect((await api.get('/content-manager/collection-types/api::edition.edition', editor)).status).toBe(403);
    const edition = await server.strapi.db.query('api::edition.edition').findOne({});
    const moved = await api.put(
      `/content-manager/collection-types/api::edition.edition/${edition.documentId}`,
      { registrationPrice: 99 },
      editor,
    );
    expect(moved.status).toBe(403);
    expect((await api.get('/api/configuration')).body.data).toMatchObject({
      debtorIban: 'BE21001234567803',
      registrationPrice: 15,
    });
    // The volunteers' own API is closed to an editor's panel token as well.
    expect((await api.get('/api/committee-account', editor)).status).toBe(401);
  });

  it.each(PERSONAL)('neither lists nor reads %s', async (uid) => {
    expect((await api.get(`/content-manager/collection-types/${uid}`, editor)).status).toBe(403);
    expect((await api.get(`/content-manager/collection-types/${uid}/x`, editor)).status).toBe(403);
  });

  it('cannot reach pitch holders through a populate, a relation list, a change or a deletion', async () => {
    const populated = await api.get(`/content-manager/collection-types/api::location.location?populate[registrations]=*`, editor);
    expect(populated.status).toBe(403);
    expect(JSON.stringify(populated.body)).not.toContain('marie.dupont@example.be');
    // Strapi 5.54's relation route answers its own refusal with a 500 (it returns ctx.forbidden() where it
    // should throw): what matters here is that no holder comes back.
    const relation = await api.get(`/content-manager/relations/api::location.location/${heldPitch}/registrations`, editor);
    expect([403, 500]).toContain(relation.status);
    expect(JSON.stringify(relation.body)).not.toContain('Dupont');
    const disconnect = await api.put(
      `/content-manager/collection-types/api::location.location/${heldPitch}`,
      { registrations: { disconnect: [{ id: 1 }] } },
      editor,
    );
    expect(disconnect.status).toBe(403);
    expect((await api.delete(`/content-manager/collection-types/api::location.location/${heldPitch}`, editor)).status).toBe(403);
    const pitch = await server.strapi.db
      .query('api::location.location')
      .findOne({ where: { documentId: heldPitch }, populate: { registrations: true } });
    expect(pitch.registrations).toHaveLength(1);
  });

  it('finds every field named and explained in French', async () => {
    for (const name of ['post', 'rules-page', 'privacy-page', 'committee']) {
      const uid = `api::${name}.${name}`;
      const { body } = await api.get(`/content-manager/content-types/${uid}/configuration`, editor);
      // The fields of the type's schema, as an editor fills them (not Strapi's own dates and authors).
      const schema = JSON.parse(
        readFileSync(path.join(__dirname, '..', 'src', 'api', name, 'content-types', name, 'schema.json'), 'utf8'),
      );
      const attributes = Object.keys(schema.attributes);
      for (const field of attributes) {
        const edit = body.data.contentType.metadatas[field].edit;
        expect(edit.label, `${uid}.${field}`).not.toBe(field);
        expect(edit.description, `${uid}.${field}`).toMatch(/[a-zé]/);
      }
    }
    const link = await api.get('/content-manager/components/site.link/configuration', editor);
    expect(link.body.data.component.metadatas.url.edit.label).toBe('Adresse');
  });

  it("rewrites the committee's rules and publishes them; the public reads the new text only once published", async () => {
    const rules = '/content-manager/single-types/api::rules-page.rules-page';
    const draft = { title: 'Règlement de la brocante', description: 'Les règles.', body: '1. Une seule règle : le sourire.' };
    expect((await api.put(rules, draft, editor)).status).toBe(200);
    expect((await api.get('/api/rules-page')).body.data.body).toContain('Installation entre 7 h et 9 h');
    expect((await api.post(`${rules}/actions/publish`, draft, editor)).status).toBe(200);
    expect((await api.get('/api/rules-page')).body.data.body).toBe('1. Une seule règle : le sourire.');
  });

  it('cannot publish a footer link that is not https: a French message', async () => {
    const committee = '/content-manager/single-types/api::committee.committee';
    const current = (await api.get(committee, editor)).body.data;
    const links = [{ label: 'Piège', url: 'javascript:alert(1)' }];
    const refused = await api.post(`${committee}/actions/publish`, { ...current, footerLinks: links }, editor);
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).not.toMatch(/must|match|does not/i);
    expect((await api.get('/api/committee')).body.data.footerLinks[0].url).toMatch(/^https:/);
  });

  it('speaks French to the editor', async () => {
    const me = await api.get('/admin/users/me', editor);
    expect(me.body.data.preferedLanguage).toBe('fr');
  });
});
