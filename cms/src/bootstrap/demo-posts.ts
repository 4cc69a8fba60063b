/** Four news posts of the quarter; one slug holds a slash, as editors may write them. */
export const DEMO_POSTS = [
  {
    title: 'La brocante de printemps revient dans le quartier',
    slug: '2027/brocante-de-printemps',
    cover: { sky: '#cfe8f3', alt: 'Une rue bordée de tilleuls, un matin de brocante' },
    excerpt: 'Les inscriptions sont ouvertes : les riverains d’abord, devant leur maison, puis les visiteurs.',
    body: [
      'La grande brocante du quartier revient au printemps, dans nos trois rues fermées à la circulation pour la journée.',
      '',
      '## Comment s’inscrire ?',
      '',
      '- **Riverains** : inscrivez-vous en priorité pour l’emplacement devant votre maison, avant la clôture des inscriptions des riverains.',
      '- **Visiteurs** : les emplacements restants sont attribués dans l’ordre des inscriptions.',
      '',
      'Le paiement se fait par virement avec la communication structurée qui vous est donnée à l’inscription.',
      'Votre emplacement est confirmé dès réception du paiement.',
    ].join('\n'),
  },
  {
    title: 'Grand nettoyage du parc des Tilleuls',
    slug: 'grand-nettoyage-du-parc',
    cover: { sky: '#e6f0d8', alt: 'Les tilleuls du parc sous un ciel clair' },
    excerpt: 'Gants, sacs et bonne humeur : rendez-vous samedi matin à l’entrée du parc.',
    body: [
      'Le comité organise un grand nettoyage du parc des Tilleuls avec l’aide du service Propreté de la commune.',
      '',
      'Gants et sacs sont fournis. Un café attend les courageux à 10 heures devant le kiosque.',
    ].join('\n'),
  },
  {
    title: 'Fête des voisins : on compte sur vous',
    slug: 'fete-des-voisins',
    cover: { sky: '#f7e1c8', alt: 'La rue du Ramier au coucher du soleil' },
    excerpt: 'Une table, une chaise et un plat à partager : la rue du Ramier vous attend.',
    body: [
      'Comme chaque année, la fête des voisins se tiendra rue du Ramier.',
      '',
      'Apportez un plat à partager ; le comité s’occupe des boissons et de la musique.',
    ].join('\n'),
  },
  {
    title: 'De nouveaux arbres avenue des Trois Tilleuls',
    slug: 'nouveaux-arbres-avenue',
    cover: { sky: '#dde3ea', alt: "Jeunes tilleuls le long de l'avenue en hiver" },
    excerpt: 'La commune plante douze tilleuls cet hiver ; le stationnement sera limité deux jours.',
    body: [
      'Douze jeunes tilleuls seront plantés avenue des Trois Tilleuls cet hiver.',
      '',
      'Le stationnement sera interdit du côté impair pendant deux jours ; des panneaux seront posés une semaine avant.',
    ].join('\n'),
  },
] as const;
