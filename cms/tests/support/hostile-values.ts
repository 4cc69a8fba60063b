import { neighborRegistration } from './http';

// What a script sends to break the API, made into requests to each route by hostile-requests.ts (hostile-input.test.ts).

/** Values no text field accepts: control characters, half characters, invisible or reversed text, wrong types and sizes. */
export const HOSTILE_VALUES: [string, unknown][] = [
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

export const validContact = {
  name: 'Léa Martin',
  email: 'lea@example.be',
  subject: 'Question',
  message: 'Bonjour, une question sur la brocante.',
};

function nested(depth: number): string {
  return '{"data":'.repeat(1) + '{"a":'.repeat(depth) + '1' + '}'.repeat(depth) + '}';
}

/** Bodies that are not what the route reads, whatever the route. */
export const MALFORMED_BODIES: [string, string, string | null][] = [
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

export const LIST_PARAMETERS = [
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
export const POST_PARAMETERS = [
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
