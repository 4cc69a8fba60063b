import { describe, expect, it } from 'vitest';
import { api, server, useStrapi } from './support/strapi-server';

useStrapi();

describe('configuration', () => {
  it('answers exactly the specification fields, with the free pitches counted', async () => {
    const { status, body } = await api.get('/api/configuration');
    expect(status).toBe(200);
    expect(Object.keys(body.data).sort()).toEqual(
      [
        'count',
        'date',
        'debtorBic',
        'debtorIban',
        'debtorName',
        'neighborRegistrationEnd',
        'registrationPrice',
        'visitorRegistrationEnd',
      ].sort(),
    );
    expect(body.data).toMatchObject({ count: 30, registrationPrice: 15, debtorIban: 'BE21001234567803', debtorBic: 'GEBABEBB' });
    expect(body.data.date).toMatch(/^\d{4}-04-\d{2}$/);
    expect(new Date(body.data.neighborRegistrationEnd).getTime()).toBeLessThan(
      new Date(body.data.visitorRegistrationEnd).getTime(),
    );
    expect(new Date(body.data.visitorRegistrationEnd).getTime()).toBeGreaterThan(Date.now());
  });
});

describe('news posts', () => {
  it('serves published posts, one by its slug with a slash', async () => {
    const { body } = await api.get(`/api/posts?filters[slug][$eq]=${encodeURIComponent('2027/brocante-de-printemps')}`);
    expect(body.data).toHaveLength(1);
    expect(body.data[0]).toMatchObject({
      title: 'La brocante de printemps revient dans le quartier',
      slug: '2027/brocante-de-printemps',
    });
  });

  it('never shows a draft, even when asked for drafts', async () => {
    await server.strapi.documents('api::post.post').create({
      data: {
        title: 'Brouillon secret',
        slug: 'brouillon-secret',
        excerpt: 'Pas encore publié',
        body: 'Texte en cours',
      } as never,
    });
    const drafts = await api.get('/api/posts?status=draft&pagination[pageSize]=100');
    expect(drafts.body.data.map((post: { slug: string }) => post.slug)).not.toContain('brouillon-secret');
    expect(drafts.body.meta.pagination.total).toBe(4);
  });

  it('refuses a slug editors could not put in a URL', async () => {
    await expect(
      server.strapi.documents('api::post.post').create({
        data: { title: 'Mauvais', slug: 'Pas Bon//', excerpt: 'x', body: 'x' } as never,
      }),
    ).rejects.toThrow('Le slug ne peut contenir que des minuscules, des chiffres, des tirets et des barres obliques.');
  });
});

describe('demo seed', () => {
  it('writes nothing twice when run again', async () => {
    const { seedDemo } = require('../dist/src/bootstrap/demo-seed');
    const count = async () => ({
      posts: await server.strapi.db.query('api::post.post').count({}),
      locations: await server.strapi.db.query('api::location.location').count({}),
      users: await server.strapi.db.query('plugin::users-permissions.user').count({}),
      admins: await server.strapi.db.query('admin::user').count({}),
      editions: await server.strapi.db.query('api::edition.edition').count({}),
      accounts: await server.strapi.db.query('api::committee-account.committee-account').count({}),
    });
    const before = await count();
    await seedDemo(server.strapi);
    expect(await count()).toEqual(before);
    // The demo's team: a volunteer of each role.
    expect(before).toMatchObject({ locations: 30, users: 4, admins: 1, editions: 1, accounts: 1 });
  });
});

describe('production secrets', () => {
  it('refuses the example secrets, short or predictable ones, one shared by two variables, or none', () => {
    const { secret } = require('../dist/config/secrets');
    const environment = { ...process.env };
    try {
      process.env.NODE_ENV = 'production';
      delete process.env.JWT_SECRET;
      expect(() => secret('JWT_SECRET')).toThrow(/obligatoire en production/);
      process.env.JWT_SECRET = 'exampleJwtSecret==';
      expect(() => secret('JWT_SECRET')).toThrow(/valeur d'exemple/);
      process.env.JWT_SECRET = 'x';
      expect(() => secret('JWT_SECRET')).toThrow(/trop court/);
      process.env.APP_KEYS = 'kN3vQ8sT1yW6zB9dF2hJ5mP0rU4xA7cE9gL2oS5vY8=,short';
      expect(() => secret('APP_KEYS')).toThrow(/APP_KEYS est trop court/);
      // 32 characters, but 24 bytes once decoded, or 32 bytes of little entropy.
      process.env.JWT_SECRET = 'kN3vQ8sT1yW6zB9dF2hJ5mP0rU4xA7cE';
      expect(() => secret('JWT_SECRET')).toThrow(/trop court ou trop prévisible/);
      process.env.JWT_SECRET = 'brocante-brocante-brocante-broca';
      expect(() => secret('JWT_SECRET')).toThrow(/trop court ou trop prévisible/);
      process.env.JWT_SECRET = 'a'.repeat(64);
      expect(() => secret('JWT_SECRET')).toThrow(/trop court ou trop prévisible/);
      process.env.APP_KEYS = 'kN3vQ8sT1yW6zB9dF2hJ5mP0rU4xA7cE9gL2oS5vY8=,kN3vQ8sT1yW6zB9dF2hJ5mP0rU4xA7cE9gL2oS5vY8=';
      expect(() => secret('APP_KEYS')).toThrow(/répète une de ses clés/);
      process.env.JWT_SECRET = 'kN3vQ8sT1yW6zB9dF2hJ5mP0rU4xA7cE9gL2oS5vY8=';
      process.env.APP_KEYS = 'f0uZoanuqea6d/nESIvT0/5oEZUq6f5/JamLSENXyvc=,kN3vQ8sT1yW6zB9dF2hJ5mP0rU4xA7cE9gL2oS5vY8=';
      expect(() => secret('JWT_SECRET')).toThrow(/JWT_SECRET et APP_KEYS partagent un secret/);
      process.env.APP_KEYS = 'f0uZoanuqea6d/nESIvT0/5oEZUq6f5/JamLSENXyvc=,Z+jnr2eQtQukuec3U3GqkRdJKgIM8Ddx7sUuRCiYfAc=';
      for (const other of ['API_TOKEN_SALT', 'ADMIN_JWT_SECRET', 'TRANSFER_TOKEN_SALT', 'ENCRYPTION_KEY'])
        delete process.env[other];
      expect(secret('JWT_SECRET')).toBe('kN3vQ8sT1yW6zB9dF2hJ5mP0rU4xA7cE9gL2oS5vY8=');
      // openssl rand -hex 32 too.
      process.env.JWT_SECRET = '3f9a1c7e5b2d8f4a6c0e9b1d7f3a5c8e2b4d6f0a1c3e5b7d9f2a4c6e8b0d1f3a';
      expect(secret('JWT_SECRET')).toBe(process.env.JWT_SECRET);
    } finally {
      process.env = environment;
    }
  });
});

describe("production's mail settings", () => {
  it("refuses no sender, the demo committee's, an example domain or no address at all; development keeps the demo's", () => {
    const { committeeAddress, smtpHost } = require('../dist/src/lib/committee-addresses');
    const environment = { ...process.env };
    try {
      delete process.env.EMAIL_FROM;
      delete process.env.SMTP_HOST;
      process.env.NODE_ENV = 'development';
      expect(committeeAddress('EMAIL_FROM')).toBe('Comité des Trois Tilleuls <brocante@trois-tilleuls.example.be>');
      expect(smtpHost()).toBe('127.0.0.1');
      process.env.NODE_ENV = 'production';
      expect(() => committeeAddress('EMAIL_FROM')).toThrow(/la variable EMAIL_FROM est obligatoire en production/);
      expect(() => smtpHost()).toThrow(/la variable SMTP_HOST est obligatoire en production/);
      for (const demo of [
        'Comité des Trois Tilleuls <brocante@trois-tilleuls.example.be>',
        'brocante@example.com',
        'Comité <COMITE@Quartier.EXAMPLE>',
        'comite@quartier.test',
      ]) {
        process.env.EMAIL_FROM = demo;
        expect(() => committeeAddress('EMAIL_FROM')).toThrow(/EMAIL_FROM est une adresse d'exemple/);
      }
      process.env.COMMITTEE_EMAIL = 'le comité';
      expect(() => committeeAddress('COMMITTEE_EMAIL')).toThrow(/COMMITTEE_EMAIL n'est pas une adresse e-mail/);
      process.env.EMAIL_FROM = 'Comité du Parvis <brocante@comite-du-parvis.be>';
      expect(committeeAddress('EMAIL_FROM')).toBe('Comité du Parvis <brocante@comite-du-parvis.be>');
      process.env.SMTP_HOST = 'smtp-auth.mailprotect.be';
      expect(smtpHost()).toBe('smtp-auth.mailprotect.be');
    } finally {
      process.env = environment;
    }
  });
});

describe("the committee's pages", () => {
  it('serves the rules, the privacy notice and the committee as published, seeded with the texts of today', async () => {
    const rules = await api.get('/api/rules-page');
    expect(rules.status).toBe(200);
    expect(rules.body.data).toMatchObject({ title: 'Règlement de la brocante' });
    expect(rules.body.data.body).toContain('Installation entre 7 h et 9 h');

    const privacy = await api.get('/api/privacy-page');
    expect(privacy.body.data.title).toBe('Vie privée');
    expect(privacy.body.data.body).toContain('## Vos droits');

    const committee = await api.get('/api/committee');
    expect(committee.body.data.contactIntroduction).toContain('Une question, une idée pour le quartier');
    expect(committee.body.data.footerLinks).toEqual([
      expect.objectContaining({
        label: 'Page Facebook du comité',
        labelNl: 'Facebookpagina van het comité',
        url: 'https://www.facebook.com/comite.trois.tilleuls',
      }),
    ]);
    expect(committee.body.data).not.toHaveProperty('createdBy');
  });

  it('shows an edited page only once it is published, and never its draft', async () => {
    const pages = server.strapi.documents('api::rules-page.rules-page');
    const { documentId } = (await pages.findFirst())!;
    await pages.update({ documentId, data: { title: 'Règlement en préparation' } as never });

    expect((await api.get('/api/rules-page')).body.data.title).toBe('Règlement de la brocante');
    expect((await api.get('/api/rules-page?status=draft')).status).toBe(400);

    await pages.publish({ documentId });
    expect((await api.get('/api/rules-page')).body.data.title).toBe('Règlement en préparation');
    await pages.update({ documentId, data: { title: 'Règlement de la brocante' } as never });
    await pages.publish({ documentId });
  });

  it('answers 404 in French for a page that is not published', async () => {
    const pages = server.strapi.documents('api::privacy-page.privacy-page');
    const { documentId } = (await pages.findFirst())!;
    await pages.unpublish({ documentId });
    const { status, body } = await api.get('/api/privacy-page');
    expect(status).toBe(404);
    expect(body.error.message).toBe("Cette page ou cette donnée n'existe pas.");
    await pages.publish({ documentId });
    expect((await api.get('/api/privacy-page')).status).toBe(200);
  });

  it('never publishes a footer link that is neither https nor a page of the site', async () => {
    const committee = server.strapi.documents('api::committee.committee');
    const { documentId } = (await committee.findFirst())!;
    await committee.update({ documentId, data: { footerLinks: [{ label: 'Piège', url: 'javascript:alert(1)' }] } as never });
    await expect(committee.publish({ documentId })).rejects.toThrow();
    await committee.discardDraft({ documentId });
    expect((await api.get('/api/committee')).body.data.footerLinks[0].url).toBe('https://www.facebook.com/comite.trois.tilleuls');
  });
});
