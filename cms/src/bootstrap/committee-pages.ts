import type { Core } from '@strapi/strapi';
import { COMMITTEE_NAME } from '@brocante/shared';
import type { CommitteePageUid } from '../lib/committee-pages';

const RULES = {
  title: 'Règlement de la brocante',
  description: 'Les règles de la brocante du quartier.',
  body: `1. L'emplacement est réservé dès réception du paiement, avec la communication structurée reçue à l'inscription.
2. Installation entre 7 h et 9 h ; les rues sont rendues propres et libres à 18 h.
3. Seuls les objets de seconde main sont vendus : ni nourriture, ni boissons, ni animaux, ni armes.
4. Chaque exposant reprend ses invendus et ses déchets.
5. Les riverains gardent l'accès à leur maison : laissez les entrées de garage libres.
6. Une inscription annulée avant la clôture des inscriptions est remboursée ; après, elle ne l'est plus.
`,
};

const PRIVACY = {
  title: 'Vie privée',
  description: 'Ce que le comité garde de vos données, et pour combien de temps.',
  body: `Le ${COMMITTEE_NAME} est responsable des données que vous lui confiez par ce site.

## Ce que nous gardons

- **Inscription à la brocante** : nom, prénom, e-mail, téléphone, adresse, commentaire, paiement et emplacement. Pour organiser la brocante, vous joindre et vérifier les virements. Nous ne demandons ni numéro national ni copie de carte d'identité.
- **Message de contact** : nom, e-mail, sujet et message, pour vous répondre.

## Qui les voit

Seuls les bénévoles du comité chargés de la brocante, avec un compte personnel. Rien n'est vendu ni transmis à des tiers.

## Vos droits

Vous pouvez demander à consulter, corriger ou effacer vos données en [écrivant au comité](/contact/). Vous pouvez aussi vous adresser à l'Autorité de protection des données.
`,
};

const COMMITTEE = {
  homeIntroduction: `Le ${COMMITTEE_NAME} fait vivre l'avenue des Trois Tilleuls, la rue du Ramier et la rue de la Sapinière : les nouvelles du quartier, ses fêtes et, chaque printemps, la brocante, ouverte d'abord aux riverains puis à tous.`,
  contactIntroduction: 'Une question, une idée pour le quartier ? Écrivez-nous, un membre du comité vous répondra.',
  footerLinks: [{ label: 'Page Facebook du comité', url: 'https://www.facebook.com/comite.trois.tilleuls' }],
};

/** Fictional contact details for development and tests; a real committee writes its own in the panel. */
const DEMO_COMMITTEE_DETAILS = {
  email: 'comite@trois-tilleuls.example',
  phone: '+32 2 555 01 70',
  postalAddress: 'Avenue des Trois Tilleuls 1\n1170 Watermael-Boitsfort',
};

/** Today's texts, in every environment: the first start publishes each page editors have not written yet. */
const COMMITTEE_PAGE_TEXTS: Record<CommitteePageUid, Record<string, unknown>> = {
  'api::rules-page.rules-page': RULES,
  'api::privacy-page.privacy-page': PRIVACY,
  'api::committee.committee': COMMITTEE,
};

export async function seedCommitteePages(strapi: Core.Strapi, { demo }: { demo: boolean }): Promise<void> {
  for (const [uid, texts] of Object.entries(COMMITTEE_PAGE_TEXTS) as [CommitteePageUid, Record<string, unknown>][]) {
    if (await strapi.documents(uid).findFirst()) continue;
    const data = uid === 'api::committee.committee' && demo ? { ...texts, ...DEMO_COMMITTEE_DETAILS } : texts;
    await strapi.documents(uid).create({ data: data as never, status: 'published' });
  }
}
