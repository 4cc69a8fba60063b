import { neighborRegistration } from './http';
import { HOSTILE_VALUES, LIST_PARAMETERS, MALFORMED_BODIES, POST_PARAMETERS, validContact } from './hostile-values';

/** A request of hostile-input.test.ts: a label for its report, and what is sent. */
export interface Attempt {
  label: string;
  method: string;
  path: string;
  body?: string;
  contentType?: string | null;
  token?: boolean;
}

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

/** Every malformed or hostile request, to the registration and pitch the test made. */
export function attempts(registration: string, location: string): Attempt[] {
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
