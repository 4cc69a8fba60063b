/** The e-mails to the committee's team in the person's language: the invitation to join it, a forgotten password. */
import { formatDateTime, TEAM_ROLE_LABELS, TEAM_ROLE_LABELS_NL, type Language, type TeamRole } from '@brocante/shared';
import { type OutgoingEmail, compose } from './compose';

const WORDS = {
  fr: {
    subject: 'Brocante : invitation dans l’équipe du comité',
    invited: (by: string | null, role: string) =>
      `${by ?? 'La coordination du comité'} vous invite dans l'équipe de la brocante, au rôle « ${role} ».`,
    join: (link: string, until: string) =>
      `Pour accepter, choisissez votre nom et votre mot de passe sur cette page, jusqu'au ${until} ; le lien ne sert qu'une fois :\n${link}`,
    notYou: "Si vous n'attendiez pas cette invitation, ignorez ce message : aucun compte n'est créé sans vous.",
    roles: TEAM_ROLE_LABELS,
  },
  nl: {
    subject: 'Rommelmarkt: uitnodiging in het team van het comité',
    invited: (by: string | null, role: string) =>
      `${by ?? 'De coördinatie van het comité'} nodigt u uit in het team van de rommelmarkt, met de rol « ${role} ».`,
    join: (link: string, until: string) =>
      `Kies op deze pagina uw naam en uw wachtwoord om te aanvaarden, tot ${until}; de link werkt maar één keer:\n${link}`,
    notYou: 'Verwachtte u deze uitnodiging niet? Negeer dan dit bericht: zonder u wordt geen account aangemaakt.',
    roles: TEAM_ROLE_LABELS_NL,
  },
} satisfies Record<Language, unknown>;

export function teamInvitation(
  to: string,
  invitation: { role: TeamRole; language: Language; invitedBy: string | null; expiresAt: Date },
  link: string,
): OutgoingEmail {
  const words = WORDS[invitation.language];
  return compose(
    to,
    words.subject,
    [
      words.invited(invitation.invitedBy, words.roles[invitation.role]),
      words.join(link, formatDateTime(invitation.expiresAt, invitation.language)),
      words.notYou,
    ],
    '',
    [],
    invitation.language,
  );
}

const RESET_WORDS = {
  fr: {
    subject: 'Brocante : nouveau mot de passe',
    asked: "Quelqu'un a demandé un nouveau mot de passe pour votre compte de bénévole de la brocante.",
    link: (link: string, until: string) =>
      `Choisissez-le sur cette page, jusqu'au ${until} ; le lien ne sert qu'une fois :\n${link}`,
    notYou: "Si ce n'est pas vous, ignorez ce message : votre mot de passe ne change pas.",
  },
  nl: {
    subject: 'Rommelmarkt: nieuw wachtwoord',
    asked: 'Iemand heeft een nieuw wachtwoord gevraagd voor uw vrijwilligersaccount van de rommelmarkt.',
    link: (link: string, until: string) => `Kies het op deze pagina, tot ${until}; de link werkt maar één keer:\n${link}`,
    notYou: 'Was u dat niet? Negeer dan dit bericht: uw wachtwoord verandert niet.',
  },
} satisfies Record<Language, unknown>;

/** The link of a forgotten password, in the volunteer's language (engine/password-resets.ts). */
export function passwordReset(to: string, language: Language, link: string, expiresAt: Date): OutgoingEmail {
  const words = RESET_WORDS[language];
  return compose(
    to,
    words.subject,
    [words.asked, words.link(link, formatDateTime(expiresAt, language)), words.notYou],
    '',
    [],
    language,
  );
}
