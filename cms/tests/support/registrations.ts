import { neighborRegistration } from './http';
import { server, setEdition } from './strapi-server';

// The registrations of the registration suites (registrations.test.ts, personal-data.test.ts): counted, closed, refused.

export const REGISTRATION = 'api::registration.registration';

export async function registrationCount() {
  return server.strapi.db.query(REGISTRATION).count({});
}

export async function setDeadlines(neighbor: Date, visitor: Date) {
  await setEdition({ neighborRegistrationEnd: neighbor.toISOString(), visitorRegistrationEnd: visitor.toISOString() });
}

/**
 * Forms the public registration refuses (registrations.test.ts): what is wrong, the form, the field its
 * French message is about (none: the form as a whole), and that message.
 */
export const REFUSED_REGISTRATIONS: [string, Record<string, unknown>, string, string][] = [
  [
    'a missing field',
    (() => {
      const { email: _e, ...rest } = neighborRegistration();
      return rest;
    })(),
    'email',
    'Ce champ est obligatoire.',
  ],
  ['a wrong type', neighborRegistration({ firstName: 12 }), 'firstName', 'Ce champ doit être un texte.'],
  [
    'a too long text',
    neighborRegistration({ comment: 'x'.repeat(1001) }),
    'comment',
    'Ce champ ne peut pas dépasser 1000 caractères.',
  ],
  ['an empty string', neighborRegistration({ lastName: '   ' }), 'lastName', 'Ce champ est obligatoire.'],
  ['an unknown key', neighborRegistration({ nationalNumber: '85.07.30-033.28' }), '', 'Champ inconnu : nationalNumber.'],
  ['a wrong kind', neighborRegistration({ kind: 'exhibitor' }), 'kind', "Type d'inscription invalide : riverain ou visiteur."],
  ['a bad e-mail', neighborRegistration({ email: 'marie@' }), 'email', 'Adresse e-mail invalide.'],
  [
    'a neighbor outside the quarter',
    neighborRegistration({ street: 'Rue de la Loi', postalCode: '1000' }),
    'street',
    'Les riverains doivent habiter une rue du quartier.',
  ],
  [
    'unaccepted rules',
    neighborRegistration({ acceptsRules: false }),
    'acceptsRules',
    'Vous devez accepter le règlement de la brocante.',
  ],
];
