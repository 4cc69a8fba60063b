import type { Core } from '@strapi/strapi';
import type { StoredQuarter } from '@brocante/shared';
import type { CommitteePageUid } from '../lib/committee-pages';
import { committeeAddress } from '../lib/committee-addresses';
import { isProduction } from '../lib/production';
import { describesItsQuarter, QUARTER_FIELDS } from '../lib/quarter';
import committeeSchema from '../api/committee/content-types/committee/schema.json';

/**
 * The demo's quarter (development and tests), which a committee describes in the panel: the committee's name, the
 * quarter's, its commune and postal code, and the streets in which a neighbor registers with priority.
 */
export const SEED_QUARTER: StoredQuarter = {
  committeeName: 'Comité de quartier des Trois Tilleuls',
  quarterName: 'Quartier des Trois Tilleuls',
  commune: 'Watermael-Boitsfort',
  postalCodes: '1170',
  streets: [{ name: 'Avenue des Trois Tilleuls' }, { name: 'Rue du Ramier' }, { name: 'Rue de la Sapinière' }],
};

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

const privacy = (committeeName: string) => ({
  title: 'Vie privée',
  description: 'Ce que le comité garde de vos données, et pour combien de temps.',
  body: `Responsable des données que vous confiez à ce site : ${committeeName}.

## Ce que nous gardons

- **Inscription à la brocante** : nom, prénom, e-mail, téléphone, adresse, commentaire, paiement et emplacement. Pour organiser la brocante, vous joindre et vérifier les virements. Nous ne demandons ni numéro national ni copie de carte d'identité.
- **Message de contact** : nom, e-mail, sujet et message, pour vous répondre.

## Qui les voit

Seuls les bénévoles du comité chargés de la brocante, avec un compte personnel. Rien n'est vendu ni transmis à des tiers.

## Vos droits

Vous pouvez demander à consulter, corriger ou effacer vos données en [écrivant au comité](/contact/). Vous pouvez aussi vous adresser à l'Autorité de protection des données.
`,
});

const CONTACT_INTRODUCTION = 'Une question, une idée pour le quartier ? Écrivez-nous, un membre du comité vous répondra.';

const DEMO_COMMITTEE = {
  ...SEED_QUARTER,
  homeIntroduction: `Le ${SEED_QUARTER.committeeName} fait vivre l'avenue des Trois Tilleuls, la rue du Ramier et la rue de la Sapinière : les nouvelles du quartier, ses fêtes et, chaque printemps, la brocante, ouverte d'abord aux riverains puis à tous.`,
  contactIntroduction: CONTACT_INTRODUCTION,
  footerLinks: [
    {
      label: 'Page Facebook du comité',
      labelNl: 'Facebookpagina van het comité',
      url: 'https://www.facebook.com/comite.trois.tilleuls',
    },
  ],
};

/** Fictional contact details for development and tests; a real committee writes its own in the panel. */
const DEMO_COMMITTEE_DETAILS = {
  email: 'comite@trois-tilleuls.example',
  phone: '+32 2 555 01 70',
  postalAddress: 'Avenue des Trois Tilleuls 1\n1170 Watermael-Boitsfort',
};

/**
 * A committee's own server (production): what its install said (deploy/brocante writes COMMITTEE_NAME and the
 * committee's address in the server's environment), and neutral texts. Its quarter, streets, details and pages are
 * the committee's to write in the panel; until it names its streets, registrations wait (« pas encore configurée »).
 */
function installedCommittee(): Record<string, unknown> {
  return {
    committeeName: process.env.COMMITTEE_NAME?.trim() || 'Comité de quartier',
    quarterName: '',
    commune: '',
    postalCodes: '',
    streets: [],
    homeIntroduction: 'Les nouvelles du quartier, ses fêtes et sa brocante.',
    contactIntroduction: CONTACT_INTRODUCTION,
    email: committeeAddress('COMMITTEE_EMAIL'),
    footerLinks: [],
  };
}

/**
 * The pages' first texts: the demo committee in development and tests (with its fictional details unless
 * SEED_DEMO=false), the committee of the install in production, never the demo's.
 */
function committeePageTexts({ demo }: { demo: boolean }): Record<CommitteePageUid, Record<string, unknown>> {
  const committee = isProduction() ? installedCommittee() : { ...DEMO_COMMITTEE, ...(demo ? DEMO_COMMITTEE_DETAILS : {}) };
  return {
    'api::rules-page.rules-page': RULES,
    'api::privacy-page.privacy-page': privacy(committee.committeeName as string),
    'api::committee.committee': committee,
  };
}

/** The first start publishes each page editors have not written yet; a later start changes none. */
export async function seedCommitteePages(strapi: Core.Strapi, { demo }: { demo: boolean }): Promise<void> {
  for (const [uid, data] of Object.entries(committeePageTexts({ demo })) as [CommitteePageUid, Record<string, unknown>][]) {
    if (await strapi.documents(uid).findFirst()) continue;
    await strapi.documents(uid).create({ data: data as never, status: 'published' });
  }
  if (!isProduction()) await describeTheQuarter(strapi);
}

type CommitteeVersion = Record<string, unknown>;

/** What an editor wrote in one version of the committee (no ids, dates or authors; the logo by its file): what publishing copies. */
function writtenIn(version: CommitteeVersion): CommitteeVersion {
  const written = (field: string, value: unknown) => {
    if (Array.isArray(value)) return value.map(({ id: _id, ...component }: Record<string, unknown>) => component);
    return field === 'logo' ? ((value as { id: number } | null)?.id ?? null) : value;
  };
  return Object.fromEntries(
    Object.keys(committeeSchema.attributes).map((field) => [field, written(field, version[field] ?? null)]),
  );
}

/** The demo's value of each field of the quarter this version lacks. */
function quarterMissingIn(version: CommitteeVersion): Partial<StoredQuarter> {
  const missing = QUARTER_FIELDS.filter((field) => !describesItsQuarter({ ...SEED_QUARTER, [field]: version[field] }));
  return Object.fromEntries(missing.map((field) => [field, SEED_QUARTER[field]]));
}

/**
 * In development and tests, a committee saved before its quarter was its content lacks the quarter's fields: each
 * version gets the demo's values for those it lacks, and nothing an editor wrote changes (production never gets the
 * demo's quarter: its committee names its own in the panel). Publishing copies the whole draft, so a
 * draft being prepared is put aside while the published version gets its quarter, then put back.
 */
async function describeTheQuarter(strapi: Core.Strapi): Promise<void> {
  const committees = strapi.documents('api::committee.committee');
  const populate = ['streets', 'footerLinks', 'logo'] as ('streets' | 'footerLinks' | 'logo')[];
  const draft = (await committees.findFirst({ status: 'draft', populate })) as CommitteeVersion | null;
  if (!draft) return;
  const documentId = draft.documentId as string;
  const published = (await committees.findFirst({ status: 'published', populate })) as CommitteeVersion | null;
  if (published && !describesItsQuarter(published)) {
    const draftAsPublished = JSON.stringify(writtenIn(draft)) === JSON.stringify(writtenIn(published));
    await committees.update({
      documentId,
      data: { ...writtenIn(published), ...quarterMissingIn(published) } as never,
      status: 'published',
    });
    if (!draftAsPublished)
      await committees.update({ documentId, data: { ...writtenIn(draft), ...quarterMissingIn(draft) } as never });
  } else if (!describesItsQuarter(draft)) {
    await committees.update({ documentId, data: quarterMissingIn(draft) as never });
  }
}
