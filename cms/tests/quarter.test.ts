import { beforeAll, describe, expect, it } from 'vitest';
import { API_MESSAGES, REGISTRANT_PAGE_PATH, VALIDATION } from '@brocante/shared';
import { api, server, useStrapi } from './support/strapi-server';
import { apiClient, neighborRegistration } from './support/http';

/**
 * The quarter is the committee's content: its name, the quarter's, the commune, the postal code(s) and
 * the streets in which a neighbor registers with priority, written by an editor in Strapi's panel and
 * published. The server checks a neighbor against what is published, signs its e-mails with the
 * committee's name, and a committee saved before the quarter was content gets today's values at start.
 */
useStrapi();

const COMMITTEE = 'api::committee.committee';
const PANEL_COMMITTEE = `/content-manager/single-types/${COMMITTEE}`;
const LINK = new RegExp(`${REGISTRANT_PAGE_PATH.replaceAll('/', '\\/')}#([A-Za-z0-9_-]{43})`);

let editor: string;

beforeAll(async () => {
  const login = await api.post('/admin/login', { email: 'editeur@example.be', password: 'Brocante-2027' });
  expect(login.status).toBe(200);
  editor = login.body.data.token ?? login.body.data.accessToken;
});

const streetsOf = (committee: { streets: { name: string }[] }) => committee.streets.map((street) => street.name);

/** The committee's draft as the panel's form holds it (without the draft's status, which the panel shows, not sends). */
async function panelForm() {
  const { status: _status, ...form } = (await api.get(PANEL_COMMITTEE, editor)).body.data;
  return form;
}

/** The committee changed and published by the editor, as the panel does it. */
async function publishInThePanel(changes: Record<string, unknown>) {
  const current = await panelForm();
  const saved = await api.put(PANEL_COMMITTEE, { ...current, ...changes }, editor);
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  const published = await api.post(`${PANEL_COMMITTEE}/actions/publish`, { ...current, ...changes }, editor);
  expect(published.status, JSON.stringify(published.body)).toBe(200);
}

/** The field errors of a refused registration. */
async function refusal(data: Record<string, unknown>) {
  const response = await api.post('/api/registrations', { data });
  expect(response.status).toBe(400);
  return Object.fromEntries(
    response.body.error.details.errors.map((error: { path: string[]; message: string }) => [error.path.join('.'), error.message]),
  );
}

describe("the committee's quarter", () => {
  it('is served with the committee, seeded with the quarter of today', async () => {
    const { status, body } = await api.get('/api/committee');
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      committeeName: 'Comité de quartier des Trois Tilleuls',
      quarterName: 'Quartier des Trois Tilleuls',
      commune: 'Watermael-Boitsfort',
      postalCodes: '1170',
    });
    expect(streetsOf(body.data)).toEqual(['Avenue des Trois Tilleuls', 'Rue du Ramier', 'Rue de la Sapinière']);
  });

  it("follows the editor's list of streets once published: a new street's neighbor is accepted, a removed one's refused in French", async () => {
    const streets = [{ name: 'Avenue des Trois Tilleuls' }, { name: 'Rue du Ramier' }, { name: 'Rue des Mésanges' }];
    const current = await panelForm();
    expect((await api.put(PANEL_COMMITTEE, { ...current, streets }, editor)).status).toBe(200);
    // A draft is not the committee's word yet: the site still offers the published streets.
    expect(await refusal(neighborRegistration({ email: 'brouillon@example.be', street: 'Rue des Mésanges' }))).toEqual({
      street: VALIDATION.neighborStreet,
    });

    await publishInThePanel({ streets });
    expect(streetsOf((await api.get('/api/committee')).body.data)).toEqual(streets.map((street) => street.name));
    const accepted = await api.post('/api/registrations', {
      data: neighborRegistration({ email: 'mesanges@example.be', street: 'Rue des Mésanges', houseNumber: '4' }),
    });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(201);
    expect(
      await refusal(neighborRegistration({ email: 'sapiniere@example.be', street: 'Rue de la Sapinière', houseNumber: '3' })),
    ).toEqual({ street: 'Les riverains doivent habiter une rue du quartier.' });
  });

  it('refuses a list of postal codes the editor mistyped, in French', async () => {
    const current = await panelForm();
    const refused = await api.post(`${PANEL_COMMITTEE}/actions/publish`, { ...current, postalCodes: '1170 et 1160' }, editor);
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).not.toMatch(/must|match|does not/i);
    await server.strapi.documents(COMMITTEE).discardDraft({ documentId: current.documentId });
    expect((await api.get('/api/committee')).body.data.postalCodes).toBe('1170');
  });

  it('serves another committee as well: its streets and postal codes, and its name at the foot of its e-mails', async () => {
    await publishInThePanel({
      committeeName: 'Comité du Parc Josaphat',
      quarterName: 'Quartier Josaphat',
      commune: 'Schaerbeek',
      postalCodes: '1030, 1140',
      streets: [{ name: 'Avenue des Glycines' }, { name: 'Rue Josaphat' }],
    });

    const committee = (await api.get('/api/committee')).body.data;
    expect(committee).toMatchObject({
      committeeName: 'Comité du Parc Josaphat',
      commune: 'Schaerbeek',
      postalCodes: '1030, 1140',
    });
    for (const [email, street, postalCode] of [
      ['glycines@example.be', 'Avenue des Glycines', '1030'],
      ['josaphat@example.be', 'Rue Josaphat', '1140'],
    ]) {
      const response = await api.post('/api/registrations', {
        data: neighborRegistration({ email, street, postalCode, city: 'Schaerbeek', houseNumber: '12' }),
      });
      expect(response.status, JSON.stringify(response.body)).toBe(201);
    }
    expect(await refusal(neighborRegistration({ email: 'ramier@example.be' }))).toEqual({
      street: 'Les riverains doivent habiter une rue du quartier.',
      postalCode: 'Les riverains doivent habiter une rue du quartier.',
    });

    const [message] = await server.mail.received('josaphat@example.be');
    expect(message!.text.trimEnd().split('\n').pop()).toBe('Comité du Parc Josaphat');
    expect(message!.html).toContain('<p>Comité du Parc Josaphat</p>');
    const key = message!.text.match(LINK)?.[1];
    const exported = await api.post('/api/my-registration/data', { data: { key } });
    expect(exported.body.data.committee).toBe('Comité du Parc Josaphat');
  });

  it('answers in French that the brocante is not configured while no committee is published', async () => {
    const committees = server.strapi.documents(COMMITTEE);
    const { documentId } = (await committees.findFirst())!;
    await committees.unpublish({ documentId });
    try {
      expect((await api.get('/api/committee')).status).toBe(404);
      const response = await api.post('/api/registrations', {
        data: neighborRegistration({ email: 'sans-comite@example.be', street: 'Rue Josaphat', postalCode: '1030' }),
      });
      expect(response.status).toBe(400);
      expect(response.body.error).toMatchObject({
        message: API_MESSAGES.configurationMissing,
        details: { code: 'committee-missing' },
      });
    } finally {
      await committees.publish({ documentId });
    }
  });
});

describe('a committee saved before the quarter was its content', () => {
  it("gets today's quarter at start in what it lacks, and keeps every word editors wrote, published or draft", async () => {
    const committees = server.strapi.documents(COMMITTEE);
    const { documentId } = (await committees.findFirst())!;
    // The database as the previous version left it: no quarter in either version of the committee, an
    // editor's draft not yet published, and (say) a name the committee had already given itself.
    await committees.update({ documentId, data: { contactIntroduction: 'Un brouillon de l’éditrice.' } as never });
    const knex = server.strapi.db.connection;
    await knex('committees').update({
      committee_name: null,
      quarter_name: 'Le Coin des Glycines',
      commune: null,
      postal_codes: null,
    });
    await knex('committees_cmps').where({ field: 'streets' }).delete();
    await knex('components_quarter_streets').delete();

    await server.restart();

    const after = server.strapi.documents(COMMITTEE);
    const published = await after.findFirst({ status: 'published', populate: ['streets', 'footerLinks'] });
    const draft = await after.findFirst({ status: 'draft', populate: ['streets', 'footerLinks'] });
    for (const version of [published!, draft!]) {
      expect(version).toMatchObject({
        committeeName: 'Comité de quartier des Trois Tilleuls',
        quarterName: 'Le Coin des Glycines',
        commune: 'Watermael-Boitsfort',
        postalCodes: '1170',
      });
      expect(streetsOf(version as never)).toEqual(['Avenue des Trois Tilleuls', 'Rue du Ramier', 'Rue de la Sapinière']);
      expect(version.footerLinks).toHaveLength(1);
    }
    expect(published!.contactIntroduction).toContain('Une question, une idée pour le quartier');
    expect(draft!.contactIntroduction).toBe('Un brouillon de l’éditrice.');

    const client = apiClient(server.url);
    expect((await client.get('/api/committee')).body.data.quarterName).toBe('Le Coin des Glycines');
    const neighbor = await client.post('/api/registrations', {
      data: neighborRegistration({ email: 'apres@example.be', street: 'Rue du Ramier', houseNumber: '9' }),
    });
    expect(neighbor.status, JSON.stringify(neighbor.body)).toBe(201);
  });
});
