import { beforeAll, describe, expect, it } from 'vitest';
import { api, server, staff, useStrapi } from './support/strapi-server';
import { neighborRegistration } from './support/http';

/**
 * Malformed and hostile requests, as a script would send them, to every public write, the auth
 * routes and the staff endpoints: every answer is a 4xx with a French message, nothing is stored,
 * and the server keeps answering others within a second meanwhile.
 */
useStrapi({ signIn: true });

interface Attempt {
  label: string;
  method: string;
  path: string;
  body?: string;
  contentType?: string | null;
  token?: boolean;
}

/** Words an English message holds and a French one does not. */
const ENGLISH =
  /\b(the|is|are|was|must|invalid|missing|occurred|errors?|required|expected|received|should|cannot|not|too|many|request|entity|large|forbidden|property|match|found|unauthorized|failed|unexpected|token|field|value|allowed|please|unknown|provided|doesn't|exist)\b/i;

const STORED = [
  'api::registration.registration',
  'api::contact-message.contact-message',
  'api::location.location',
  'api::email-message.email-message',
  'api::bank-transaction.bank-transaction',
  'plugin::users-permissions.user',
];

/** Values no text field accepts: control characters, half characters, invisible or reversed text, wrong types and sizes. */
const HOSTILE_VALUES: [string, unknown][] = [
  ['NUL', 'Ma\u0000rie'],
  ['NUL seul', '\u0000'],
  ['échappement ANSI', 'Marie\u001b[2J'],
  ['retour arrière', 'Mar\u0008ie'],
  ['contrôle C1', 'Marie\u0085'],
  ['DEL', 'Marie\u007f'],
  ['saut de page', 'Marie\u000c'],
  ['tabulation verticale', 'Marie\u000b'],
  ['surrogat isolé', 'Marie\ud800'],
  ['surrogat bas isolé', '\udc00Marie'],
  ['surrogat seul', '\ud800'],
  ['espace de largeur nulle', '\u200B'],
  ['joint invisible', '\u2060\u200D\uFEFF'],
  ['inversion de sens', '\u202E'],
  ['inversion dans un nom', 'Marie\u202Eeiram'],
  ['isolat bidirectionnel', '\u2066x\u2069'],
  ['texte énorme', 'x'.repeat(20_000)],
  ['nombre', 42],
  ['booléen', true],
  ['tableau', ['Marie']],
  ['objet', { $ne: '' }],
  ['null', null],
  ['opérateur', { $gt: '' }],
];

const REGISTRATION_FIELDS = [
  'kind',
  'firstName',
  'lastName',
  'email',
  'phone',
  'street',
  'houseNumber',
  'postalCode',
  'city',
  'comment',
  'acceptsRules',
  'acceptsPrivacy',
];
const CONTACT_FIELDS = ['name', 'email', 'subject', 'message'];
const validContact = {
  name: 'Léa Martin',
  email: 'lea@example.be',
  subject: 'Question',
  message: 'Bonjour, une question sur la brocante.',
};

function nested(depth: number): string {
  return '{"data":'.repeat(1) + '{"a":'.repeat(depth) + '1' + '}'.repeat(depth) + '}';
}

/** Bodies that are not what the route reads, whatever the route. */
const MALFORMED_BODIES: [string, string, string | null][] = [
  ['JSON sous multipart', JSON.stringify({ data: neighborRegistration() }), 'multipart/form-data; boundary=x'],
  ['XML', '<data><firstName>Marie</firstName></data>', 'application/xml'],
  ['octets', '\u0000\u0001\u0002', 'application/octet-stream'],
  ['texte brut', 'bonjour', 'text/plain'],
  ['formulaire', 'data[firstName]=Marie', 'application/x-www-form-urlencoded'],
  ['sans type', JSON.stringify({ data: {} }), null],
  ['JSON tronqué', '{"data":{"firstName":"Ma', 'application/json'],
  ['JSON invalide', "{data: 'x'}", 'application/json'],
  ['null', 'null', 'application/json'],
  ['tableau', '[]', 'application/json'],
  ['chaîne', '"data"', 'application/json'],
  ['nombre', '12', 'application/json'],
  ['data nul', '{"data":null}', 'application/json'],
  ['data tableau', '{"data":[1,2]}', 'application/json'],
  ['imbriqué 5 000 fois', nested(5000), 'application/json'],
  ['imbriqué 20 fois', nested(20), 'application/json'],
  ['__proto__', '{"data":{"__proto__":{"admin":true}}}', 'application/json'],
  ['constructor.prototype', '{"data":{"constructor":{"prototype":{"admin":true}}}}', 'application/json'],
  ['trop grand', JSON.stringify({ data: { ...validContact, message: 'x'.repeat(200_000) } }), 'application/json'],
  ['clé NUL', '{"data":{"a\\u0000b":1}}', 'application/json'],
  ['UTF-16 invalide', '{"data":{"firstName":"\\udfff"}}', 'application/json'],
];

const PUBLIC_WRITES = ['/api/registrations', '/api/contact-messages'];
const AUTH_ROUTES = [
  '/api/auth/local',
  '/api/auth/refresh',
  // Removed routes (src/extensions/users-permissions): an attacker still tries them.
  '/api/auth/forgot-password',
  '/api/auth/reset-password',
  '/api/auth/logout',
  '/api/auth/change-password',
];
const STAFF_WRITES = (registration: string, location: string) => [
  ['POST', `/api/registrations/${registration}/steps`],
  ['PUT', `/api/registrations/${registration}/locations`],
  ['POST', '/api/locations'],
  ['PUT', `/api/locations/${location}`],
  ['POST', '/api/bank-imports'],
  ['POST', '/api/bank-transactions/x/assign'],
  ['POST', '/api/registrations/anonymise-past-editions?x=%00'],
];

const LIST_PARAMETERS = [
  'q[]=a',
  'q[a]=b',
  'q=%00',
  'q=%F0',
  'q=' + 'x'.repeat(200),
  'q=%E2%80%AE',
  'page=-1',
  'page=0',
  'page=abc',
  'page[]=1',
  'page=1e400',
  'page=1.5',
  'pageSize=1000',
  'pageSize=0',
  'pageSize[a]=1',
  'status=foo',
  'status[]=paid',
  'status[$ne]=paid',
  'free=maybe',
  'a[b][c][d][e][f][g][h][i][j]=1',
  'filters[firstName][$eq][$ne]=x',
  'populate[location][populate]=*',
  'sort=email',
  'q=a&q=b',
];
const POST_PARAMETERS = [
  'filters[title][$eq][$ne]=x',
  'filters[$or][0][title][$null]=true',
  'filters[author][password][$startsWith]=a',
  'sort=password',
  'sort=title:up',
  'sort[0]=x;drop',
  'populate[createdBy]=*',
  'populate=*,createdBy',
  'pagination[pageSize]=-1',
  'pagination[page]=abc',
  'pagination[pageSize][$gt]=1',
  'fields[0]=secret',
  'fields=title%00',
  'status[]=draft',
  'locale=%00',
  'filters[slug][$eq]=%00',
  'a[b][c][d][e][f][g][h][i][j]=1',
  'filters[slug][$containsi]=x',
];

function attempts(registration: string, location: string): Attempt[] {
  const all: Attempt[] = [];
  const json = (label: string, method: string, path: string, body: unknown, token = false) =>
    all.push({ label, method, path, body: JSON.stringify(body), contentType: 'application/json', token });

  for (const [label, value] of HOSTILE_VALUES) {
    for (const field of REGISTRATION_FIELDS)
      if (!(value === true && field.startsWith('accepts')))
        json(`inscription ${field}: ${label}`, 'POST', '/api/registrations', { data: neighborRegistration({ [field]: value }) });
    for (const field of CONTACT_FIELDS)
      json(`contact ${field}: ${label}`, 'POST', '/api/contact-messages', { data: { ...validContact, [field]: value } });
    json(`inscription clé inconnue: ${label}`, 'POST', '/api/registrations', {
      data: { ...neighborRegistration(), status: value },
    });
    json(`connexion identifiant: ${label}`, 'POST', '/api/auth/local', { identifier: value, password: 'Brocante-2027' });
    json(`connexion mot de passe: ${label}`, 'POST', '/api/auth/local', { identifier: 'benevole@example.be', password: value });
    json(
      `changement: ${label}`,
      'POST',
      '/api/auth/change-password',
      { currentPassword: value, password: 'Nouveau-2027!', passwordConfirmation: 'Nouveau-2027!' },
      true,
    );
    json(`étape: ${label}`, 'POST', `/api/registrations/${registration}/steps`, { data: { event: value } }, true);
    json(
      `emplacement: ${label}`,
      'PUT',
      `/api/registrations/${registration}/locations`,
      { data: { locations: value === null ? 123 : [value] } },
      true,
    );
    json(`nouvel emplacement: ${label}`, 'POST', '/api/locations', { data: { name: 'Z9', street: value, meters: 3 } }, true);
    json(
      `emplacement modifié: ${label}`,
      'PUT',
      `/api/locations/${location}`,
      { data: { description: value, name: value } },
      true,
    );
    json(
      `extrait: ${label}`,
      'POST',
      '/api/bank-imports',
      { data: { fileName: value, content: typeof value === 'string' && value.length < 100 ? value : 7 } },
      true,
    );
    json(`attribution: ${label}`, 'POST', '/api/bank-transactions/x/assign', { data: { registration: value } }, true);
  }
  json('mot de passe de 10 000 caractères', 'POST', '/api/auth/local', {
    identifier: 'benevole@example.be',
    password: 'a'.repeat(10_000),
  });
  json(
    'mot de passe de 129 caractères',
    'POST',
    '/api/auth/change-password',
    { currentPassword: 'Brocante-2027', password: 'a'.repeat(129), passwordConfirmation: 'a'.repeat(129) },
    true,
  );

  const writes: [string, string, boolean][] = [
    ...PUBLIC_WRITES.map((path) => ['POST', path, false] as [string, string, boolean]),
    ...AUTH_ROUTES.map((path) => ['POST', path, false] as [string, string, boolean]),
    ...STAFF_WRITES(registration, location).map(([method, path]) => [method!, path!, true] as [string, string, boolean]),
  ];
  for (const [method, path, token] of writes) {
    for (const [label, body, contentType] of MALFORMED_BODIES)
      all.push({ label: `${path}: ${label}`, method, path, body, contentType, token });
  }
  for (const parameters of LIST_PARAMETERS) {
    all.push({
      label: `liste des inscriptions ?${parameters}`,
      method: 'GET',
      path: `/api/registrations?${parameters}`,
      token: true,
    });
    all.push({
      label: `liste des emplacements ?${parameters}`,
      method: 'GET',
      path: `/api/locations?${parameters}`,
      token: true,
    });
  }
  for (const parameters of POST_PARAMETERS) {
    all.push({ label: `actualités ?${parameters}`, method: 'GET', path: `/api/posts?${parameters}` });
    all.push({ label: `actualités (bénévole) ?${parameters}`, method: 'GET', path: `/api/posts?${parameters}`, token: true });
  }
  for (const id of ['%00', '%E0%A4%A', '..%2F..%2Fadmin', 'x'.repeat(3000), "1' OR '1'='1", '%F0%9F', '%C0%AF']) {
    all.push({ label: `inscription ${id}`, method: 'GET', path: `/api/registrations/${id}`, token: true });
    all.push({ label: `emplacement ${id}`, method: 'GET', path: `/api/locations/${id}`, token: true });
    all.push({
      label: `étape de ${id}`,
      method: 'POST',
      path: `/api/registrations/${id}/steps`,
      body: '{"data":{"event":"pay"}}',
      contentType: 'application/json',
      token: true,
    });
    all.push({ label: `actualité ${id}`, method: 'GET', path: `/api/posts/${id}` });
  }
  return all;
}

async function send(attempt: Attempt) {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (attempt.contentType) headers['content-type'] = attempt.contentType;
  if (attempt.token) headers.authorization = `Bearer ${staff}`;
  const response = await fetch(server.url + attempt.path, { method: attempt.method, headers, body: attempt.body });
  const text = await response.text();
  let body: any;
  try {
    body = JSON.parse(text);
  } catch {
    body = text;
  }
  return { status: response.status, body };
}

const counts = async () =>
  Object.fromEntries(await Promise.all(STORED.map(async (uid) => [uid, await server.strapi.db.query(uid as never).count({})])));

let registration: string;
let location: string;

beforeAll(async () => {
  const created = await api.post('/api/registrations', { data: neighborRegistration() });
  expect(created.status).toBe(201);
  registration = (await server.strapi.db.query('api::registration.registration').findOne({ where: {} })).documentId;
  location = (await server.strapi.db.query('api::location.location').findOne({ where: {} })).documentId;
});

describe('hostile input', () => {
  it('gets a French 4xx for every malformed request, stores nothing, and the server keeps answering', async () => {
    const list = attempts(registration, location);
    expect(list.length).toBeGreaterThanOrEqual(1000);
    const before = await counts();

    let running = true;
    const healthTimes: number[] = [];
    const health = (async () => {
      while (running) {
        const started = performance.now();
        const answer = await fetch(`${server.url}/api/configuration`);
        await answer.arrayBuffer();
        healthTimes.push(performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    })();

    const problems: string[] = [];
    const statuses = new Map<number, number>();
    const started = performance.now();
    for (let index = 0; index < list.length; index += 8) {
      await Promise.all(
        list.slice(index, index + 8).map(async (attempt) => {
          const { status, body } = await send(attempt);
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
          const message = body?.error?.message;
          const fieldMessages: string[] = (body?.error?.details?.errors ?? []).map((error: { message: string }) => error.message);
          if (status < 400 || status >= 500) problems.push(`${attempt.label} → ${status}`);
          else if (typeof message !== 'string' || !message || ENGLISH.test(message))
            problems.push(`${attempt.label} → ${status} « ${message} »`);
          else if (fieldMessages.some((text) => ENGLISH.test(text)))
            problems.push(`${attempt.label} → ${status} champ « ${fieldMessages.join(' | ')} »`);
        }),
      );
    }
    const elapsed = performance.now() - started;
    running = false;
    await health;

    const byStatus = [...statuses]
      .sort(([a], [b]) => a - b)
      .map(([status, count]) => `${status}×${count}`)
      .join(', ');
    console.log(
      `${list.length} requêtes malformées en ${Math.round(elapsed)} ms : ${byStatus}; ` +
        `santé : ${healthTimes.length} réponses, la plus lente en ${Math.round(Math.max(...healthTimes))} ms`,
    );
    expect(problems).toEqual([]);
    expect(await counts()).toEqual(before);
    expect(Math.max(...healthTimes)).toBeLessThan(1000);
  });

  it('still serves a well-formed registration and contact message afterwards', async () => {
    expect((await api.post('/api/contact-messages', { data: validContact })).status).toBe(201);
    expect(
      (await api.post('/api/registrations', { data: neighborRegistration({ houseNumber: '9', email: 'paul@example.be' }) }))
        .status,
    ).toBe(201);
  });
});
