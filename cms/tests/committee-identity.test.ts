import { createRequire } from 'node:module';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productionSecrets } from '../../scripts/production-machine.mjs';
import { apiClient, type ApiClient } from './support/http';
import { GENEROUS_LIMITS, startStrapi, type TestServer } from './support/strapi-server';

const { serverAlerts } = createRequire(import.meta.url)(
  '../dist/src/engine/server-alerts',
) as typeof import('../src/engine/server-alerts');

/**
 * A committee's own server (NODE_ENV=production) starting for the first time on an empty database, with what its
 * install wrote in its environment: the committee is its own from the first page, never the demo's quarter, and the
 * committee gives its logo and accent colour in the panel (a colour too light to read on white is refused).
 */
const COMMITTEE = 'api::committee.committee';
const PANEL_COMMITTEE = `/content-manager/single-types/${COMMITTEE}`;
const INSTALL = {
  ...GENEROUS_LIMITS,
  NODE_ENV: 'production',
  COMMITTEE_NAME: 'Comité du Parvis',
  COMMITTEE_EMAIL: 'comite@parvis-saint-gilles.be',
  EMAIL_FROM: 'Comité du Parvis <brocante@parvis-saint-gilles.be>',
  // The test's mail catcher speaks plain SMTP; the panel is reached through the proxy over HTTPS.
  SMTP_REQUIRE_TLS: 'false',
  IS_PROXIED: 'true',
  ...productionSecrets(),
};
const DEMO = /Trois Tilleuls|Watermael|Boitsfort|Ramier|Sapinière|1170|facebook|trois-tilleuls/i;

let environment: NodeJS.ProcessEnv;
let server: TestServer;
let api: ApiClient;
let panel: string;

beforeAll(async () => {
  environment = { ...process.env };
  server = await startStrapi(INSTALL, { empty: true });
  api = apiClient(server.url);
  // The install's first panel account (deploy/brocante, scripts/create-panel-admin.js).
  const superAdmin = await server.strapi.admin.services.role.getSuperAdmin();
  await server.strapi.admin.services.user.create({
    email: 'presidence@parvis-saint-gilles.be',
    firstname: 'Présidence',
    password: 'Parvis-2027-panneau',
    registrationToken: null,
    isActive: true,
    roles: [superAdmin.id],
  });
  const login = await api.call('POST', '/admin/login', {
    body: { email: 'presidence@parvis-saint-gilles.be', password: 'Parvis-2027-panneau' },
    headers: { 'x-forwarded-proto': 'https' },
  });
  expect(login.status, JSON.stringify(login.body)).toBe(200);
  panel = login.body.data.token ?? login.body.data.accessToken;
});

afterAll(async () => {
  await server?.stop();
  process.env = environment;
});

/** The committee as the panel's form holds it, changed and saved as a draft: the panel's answer. */
async function saveInThePanel(changes: Record<string, unknown>) {
  const { status: _status, ...form } = (await api.get(PANEL_COMMITTEE, panel)).body.data;
  return api.put(PANEL_COMMITTEE, { ...form, ...changes }, panel);
}

/** The committee changed and published, as the panel does it. */
async function publishInThePanel(changes: Record<string, unknown>) {
  const saved = await saveInThePanel(changes);
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  const { status: _status, ...form } = saved.body.data;
  const published = await api.post(`${PANEL_COMMITTEE}/actions/publish`, form, panel);
  expect(published.status, JSON.stringify(published.body)).toBe(200);
}

describe('a fresh install', () => {
  it('publishes the committee of the install, with neutral pages and none of the demo quarter', async () => {
    const committee = (await api.get('/api/committee')).body.data;
    expect(committee).toMatchObject({
      committeeName: 'Comité du Parvis',
      email: 'comite@parvis-saint-gilles.be',
      quarterName: '',
      commune: '',
      postalCodes: '',
      streets: [],
      footerLinks: [],
      phone: null,
      postalAddress: null,
    });
    const privacy = (await api.get('/api/privacy-page')).body.data;
    expect(privacy.body).toContain('Responsable des données que vous confiez à ce site : Comité du Parvis.');
    const rules = (await api.get('/api/rules-page')).body.data;
    for (const page of [committee, privacy, rules]) expect(JSON.stringify(page)).not.toMatch(DEMO);
  });

  it('signs the alert e-mail with the committee’s name, before the committee names its streets', async () => {
    const users = server.strapi.plugin('users-permissions').service('user');
    const coordination = await server.strapi.db
      .query('plugin::users-permissions.role')
      .findOne({ where: { type: 'coordination' } });
    await users.add({
      email: 'benevole@parvis-saint-gilles.be',
      username: 'benevole@parvis-saint-gilles.be',
      password: 'Parvis-2027-benevole',
      provider: 'local',
      confirmed: true,
      blocked: false,
      role: coordination.id,
    });
    // No backup yet: the server tells its volunteers.
    process.env.BACKUP_DIR = server.strapi.dirs.app.root;
    expect(await serverAlerts(server.strapi).check()).toContain('backup');
    const [alert] = await server.mail.received('benevole@parvis-saint-gilles.be');
    expect(alert!.subject).toBe('Brocante : le serveur a besoin de vous');
    expect(alert!.text.trimEnd().split('\n').pop()).toBe('Comité du Parvis');
    expect(alert!.html).toContain('<p>Comité du Parvis</p>');
    expect(alert!.text + alert!.html).not.toMatch(DEMO);
  });

  it('keeps what the committee wrote at a later start, whatever the environment says then', async () => {
    await publishInThePanel({ committeeName: 'Comité du Parvis de Saint-Gilles', commune: 'Saint-Gilles' });
    process.env.COMMITTEE_NAME = 'Un autre nom';
    await server.restart();
    api = apiClient(server.url);
    const committee = (await api.get('/api/committee')).body.data;
    // Without streets all the same: the demo's are never put in.
    expect(committee).toMatchObject({ committeeName: 'Comité du Parvis de Saint-Gilles', commune: 'Saint-Gilles', streets: [] });
  });
  it('announces a publication made just before a restart before its database closes', async () => {
    // The announcement (`entry.publish`, which asks the site's rebuild) reads the entry after the commit, without the
    // request waiting for it; that read is held a moment here, so the restart below comes while it waits.
    const announced: string[] = [];
    server.strapi.eventHub.on('entry.publish', async ({ uid }: { uid: string }) => void announced.push(uid));
    server.strapi.db.lifecycles.subscribe({
      models: [COMMITTEE],
      beforeFindOne: () => new Promise((resolve) => setTimeout(resolve, 300)),
    });
    await publishInThePanel({ contactIntroduction: 'Écrivez-nous, nous répondons le soir.' });
    await server.restart();
    api = apiClient(server.url);
    expect(announced).toEqual([COMMITTEE]);
    expect((await api.get('/api/committee')).body.data.contactIntroduction).toBe('Écrivez-nous, nous répondons le soir.');
  });
});

describe("the committee's logo and accent colour", () => {
  it('refuses in French an accent colour too light to read on white, and saves nothing', async () => {
    const before = (await api.get(PANEL_COMMITTEE, panel)).body.data;
    const refused = await saveInThePanel({ accentColor: '#ffff00', contactIntroduction: 'Écrivez-nous.' });
    expect(refused.status).toBe(400);
    const message =
      'La couleur d’accent #ffff00 est trop claire : son contraste avec le blanc est de 1,07:1, il faut au moins 4,5:1 pour que les liens et les boutons se lisent. Choisissez une couleur plus foncée.';
    expect(refused.body.error.message).toBe(message);
    expect(refused.body.error.details.errors).toEqual([expect.objectContaining({ path: ['accentColor'], message })]);
    const after = (await api.get(PANEL_COMMITTEE, panel)).body.data;
    expect(after.contactIntroduction).toBe(before.contactIntroduction);
    expect(after.accentColor ?? null).toBeNull();
  });

  it('serves the logo and an accent colour that reads on white once the committee publishes them', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#1a5e3a' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('files', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'logo-parvis.png');
    form.append('fileInfo', JSON.stringify({ name: 'logo-parvis.png', alternativeText: 'Logo du Comité du Parvis' }));
    const uploaded = await fetch(`${server.url}/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${panel}` },
      body: form,
    });
    expect(uploaded.status).toBe(201);
    const [logo] = (await uploaded.json()) as { id: number }[];

    await publishInThePanel({ accentColor: '#1a5e3a', logo: logo!.id });
    const committee = (await api.get('/api/committee')).body.data;
    expect(committee.accentColor).toBe('#1a5e3a');
    expect(committee.logo).toMatchObject({
      url: expect.stringMatching(/^\/uploads\/logo_parvis_\w+\.png$/),
      width: 8,
      height: 8,
    });
  });
});
