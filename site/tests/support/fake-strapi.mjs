/* global process, console, URL, Buffer */
/**
 * A stand-in for Strapi's public API, enough for `astro build` without Strapi (tests/built-pages.test.ts,
 * and measuring the pages' JavaScript): the committee, its two pages, two posts, the configuration, the
 * pricing and the plan; in Dutch (?locale=nl), one post translated and the privacy page, as editors would have. Run alone: `node tests/support/fake-strapi.mjs 1399`, then `STRAPI_URL=http://127.0.0.1:1399 pnpm build`.
 */
import { createServer } from 'node:http';
import { pathToFileURL } from 'node:url';

const inAWeek = (days) => new Date(Date.now() + days * 86_400_000).toISOString();

const post = (slug, title, day) => ({
  documentId: slug,
  title,
  slug,
  excerpt: `Résumé : ${title}.`,
  body: `Le comité publie **${title}** : une actualité rédigée en français dans Strapi.`,
  publishedAt: `2027-0${day}-01T10:00:00.000Z`,
  updatedAt: `2027-0${day}-01T10:00:00.000Z`,
  coverAlt: null,
  cover: null,
});

/** A pitch as the public plan gives it (its state and what is sold on it beside). */
const pitch = (name, street, number, meters) => ({ name, street, number, meters, side: null, position: null, laneAfter: null });

const ANSWERS = {
  '/api/committee': {
    data: {
      committeeName: 'Comité de quartier des Trois Tilleuls',
      quarterName: 'Quartier des Trois Tilleuls',
      commune: 'Watermael-Boitsfort',
      postalCodes: '1170',
      streets: [{ name: 'Avenue des Trois Tilleuls' }, { name: 'Rue du Ramier' }],
      homeIntroduction: 'Le comité anime le quartier depuis 1987 : fêtes, brocante et nettoyage du parc.',
      contactIntroduction: 'Une question sur la brocante ou le quartier ? Écrivez-nous.',
      email: 'comite@example.be',
      phone: '02 123 45 67',
      postalAddress: 'Avenue des Trois Tilleuls 1, 1170 Watermael-Boitsfort',
      footerLinks: [
        { label: 'La commune', labelNl: 'De gemeente', url: 'https://www.watermael-boitsfort.be' },
        { label: 'Page Facebook du comité', labelNl: null, url: 'https://www.facebook.com/comite' },
      ],
      logo: { url: '/uploads/logo_comite.png', width: 2, height: 1 },
      accentColor: '#1a5e3a',
    },
  },
  '/api/rules-page': {
    data: {
      title: 'Règlement de la brocante',
      description: 'Les règles de la brocante.',
      body: 'Chaque exposant laisse son emplacement propre.',
    },
  },
  '/api/privacy-page': {
    data: {
      title: 'Vie privée',
      description: 'Ce que le comité garde.',
      body: 'Le comité garde seulement ce qu’il faut pour la brocante.',
    },
  },
  '/api/configuration': {
    data: {
      count: 12,
      date: '2027-04-18',
      registrationPrice: 15,
      debtorName: 'Comité de quartier des Trois Tilleuls ASBL',
      debtorIban: 'BE21001234567803',
      debtorBic: 'GEBABEBB',
      neighborRegistrationEnd: inAWeek(7),
      visitorRegistrationEnd: inAWeek(14),
    },
  },
  '/api/pricing': {
    data: {
      registrationPrice: 15,
      neighborPrice: 10,
      deposit: 5,
      pitchesPerRegistration: 2,
      registrationsClosed: false,
      saleCategories: ['clothes', 'toys', 'books', 'records', 'furniture', 'antiques', 'tableware', 'decoration'],
    },
  },
  '/api/site-stamp': { data: { stamp: 'empreinte-du-contenu' } },
  '/api/pitch-map': {
    data: [
      // What is sold on each taken pitch, and a name only where its exhibitor asked for it (R2).
      { ...pitch('A1', 'Avenue des Trois Tilleuls', '1', 3), state: 'taken', categories: ['toys', 'books'], exhibitor: null },
      { ...pitch('A2', 'Avenue des Trois Tilleuls', '2', 3), state: 'free', categories: [], exhibitor: null },
      { ...pitch('R1', 'Rue du Ramier', '1', 4), state: 'free', categories: [], exhibitor: null },
      { ...pitch('R2', 'Rue du Ramier', '3', 4), state: 'taken', categories: ['clothes'], exhibitor: 'Zoé L.' },
    ],
  },
};

const POSTS = [post('fete-des-voisins', 'Fête des voisins', 5), post('brocante/printemps', 'La brocante de printemps', 3)];

/** What editors translated: the neighbors' party (same slug) and the privacy page; the rules stay French. */
const DUTCH_POSTS = [
  {
    ...POSTS[0],
    title: 'Burenfeest',
    excerpt: 'Samenvatting: Burenfeest.',
    body: 'Het comité publiceert **Burenfeest**: een nieuwsbericht in het Nederlands geschreven in Strapi.',
  },
];
const DUTCH_ANSWERS = {
  '/api/privacy-page': {
    data: {
      title: 'Privacy',
      description: 'Wat het comité bijhoudt.',
      body: 'Het comité houdt enkel bij wat nodig is voor de rommelmarkt.',
    },
  },
};

/** The committee's logo: a PNG of 2 × 1 pixels. */
const LOGO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAIAAAB7QOjdAAAAD0lEQVR4nGOQirP6//8/AAlbA7CoQtazAAAAAElFTkSuQmCC',
  'base64',
);

/** Listens on `port` (any free one by default); resolves with its address and a way to stop it. */
export function startFakeStrapi(port = 0) {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname === '/uploads/logo_comite.png') {
      response.writeHead(200, { 'content-type': 'image/png' });
      return response.end(LOGO);
    }
    const dutch = url.searchParams.get('locale') === 'nl';
    const body =
      url.pathname === '/api/posts'
        ? { data: dutch ? DUTCH_POSTS : POSTS, meta: { pagination: { pageCount: 1 } } }
        : (dutch ? DUTCH_ANSWERS : ANSWERS)[url.pathname];
    response.writeHead(body ? 200 : 404, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body ?? { data: null, error: { status: 404 } }));
  });
  return new Promise((resolve) =>
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      resolve({ url: `http://127.0.0.1:${address.port}`, close: () => new Promise((done) => server.close(done)) });
    }),
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { url } = await startFakeStrapi(Number(process.argv[2] ?? 1399));
  console.log(`Strapi de test : ${url}`);
}
