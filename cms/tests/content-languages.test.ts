import { beforeAll, describe, expect, it } from 'vitest';
import { api, server, useStrapi } from './support/strapi-server';
import { contentLanguages, LOCALIZED_CONTENT } from '../src/bootstrap/content-languages';

/** The news and the committee's pages in French and, where editors write it, in Dutch (Strapi's i18n). */
useStrapi();

let editor: string;
const POSTS = '/content-manager/collection-types/api::post.post';

beforeAll(async () => {
  const login = await api.post('/admin/login', { email: 'editeur@example.be', password: 'Brocante-2027' });
  editor = login.body.data.token ?? login.body.data.accessToken;
});

const locales = () => server.strapi.plugin('i18n').service('locales');

describe('content in French and Dutch', () => {
  it('has French, the default, and Dutch, and nothing else', async () => {
    const codes = (await locales().find()).map((locale: { code: string }) => locale.code).sort();
    expect(codes).toEqual(['fr', 'nl']);
    expect(await locales().getDefaultLocale()).toBe('fr');
  });

  it('lets an editor add a Dutch version of a French post, at the same address in each language (one slug)', async () => {
    const french = await api.get('/api/posts?sort=publishedAt:desc&pagination[pageSize]=1');
    const post = french.body.data[0];
    expect(post.locale).toBe('fr');

    const write = await api.call('PUT', `${POSTS}/${post.documentId}?locale=nl`, {
      token: editor,
      body: {
        title: 'Lenterommelmarkt',
        excerpt: 'De rommelmarkt van de wijk komt terug.',
        body: 'Schrijf u in als buurtbewoner of als bezoeker.',
      },
    });
    expect(write.status).toBe(200);
    const publish = await api.call('POST', `${POSTS}/${post.documentId}/actions/publish?locale=nl`, { token: editor, body: {} });
    expect(publish.status).toBe(200);

    const dutch = await api.get('/api/posts?locale=nl');
    expect(dutch.status, JSON.stringify(dutch.body)).toBe(200);
    expect(dutch.body.data).toMatchObject([
      { documentId: post.documentId, locale: 'nl', slug: post.slug, title: 'Lenterommelmarkt' },
    ]);
    const stillFrench = await api.get(`/api/posts?filters[slug][$eq]=${encodeURIComponent(post.slug)}`);
    expect(stillFrench.body.data).toMatchObject([{ locale: 'fr', slug: post.slug, title: post.title }]);
  });

  it('lets editors write every language of the news and the committee’s pages', async () => {
    const role = await server.strapi.db.query('admin::role').findOne({ where: { code: 'strapi-editor' } });
    const permissions = await server.strapi.db
      .query('admin::permission')
      .findMany({ where: { role: { id: role.id }, subject: { $in: [...LOCALIZED_CONTENT] } } });
    expect(permissions.length).toBeGreaterThan(0);
    for (const permission of permissions) expect(permission.properties.locales).toEqual(['fr', 'nl']);
  });

  it('keeps as French what was written before content had languages, and drops Strapi’s English', async () => {
    const posts = () => server.strapi.db.connection('posts');
    const [before] = await posts().count({ count: '*' });
    const first = await posts().where({ locale: 'fr' }).first('id');
    await posts().where({ id: first.id }).update({ locale: null });
    await server.strapi.db.connection('rules_pages').update({ locale: 'en' });
    await locales().create({ code: 'en', name: 'English (en)' });
    await locales().setDefaultLocale({ code: 'en' });

    await contentLanguages(server.strapi);

    expect(await posts().where({ id: first.id }).first('locale')).toEqual({ locale: 'fr' });
    const [after] = await posts().count({ count: '*' });
    expect(after).toEqual(before);
    expect(await server.strapi.db.connection('rules_pages').distinct('locale')).toEqual([{ locale: 'fr' }]);
    expect((await locales().find()).map((locale: { code: string }) => locale.code).sort()).toEqual(['fr', 'nl']);
    expect(await locales().getDefaultLocale()).toBe('fr');
    expect((await api.get('/api/rules-page')).status).toBe(200);
  });

  it('gives a committee page in the language asked, 404 where it has no Dutch yet, and refuses any other question', async () => {
    expect((await api.get('/api/privacy-page?locale=fr')).body.data.locale).toBe('fr');
    expect((await api.get('/api/privacy-page?locale=nl')).status).toBe(404);
    for (const query of ['locale=de', 'locale=nl&status=draft', 'status=draft']) {
      expect((await api.get(`/api/privacy-page?${query}`)).status).toBe(400);
    }
    expect((await api.get('/api/committee?locale=nl')).status).toBe(400);
    expect((await api.get('/api/posts?locale=de')).status).toBe(400);
  });
});
