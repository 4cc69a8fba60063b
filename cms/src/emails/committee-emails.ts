/** The e-mails the committee's volunteers receive, in French: a visitor's message, a changed setting, the server's troubles. */
import { formatDate, formatDateTime, type MailServerRefusal } from '@brocante/shared';
import type { WaitingMessage } from '../lib/mail-server-refusal';
import { type OutgoingEmail, compose } from './compose';

export function contactMessageToCommittee(
  message: { name: string; email: string; subject: string; message: string },
  committeeEmail: string,
): OutgoingEmail {
  return {
    ...compose(committeeEmail, `Contact : ${message.subject}`, [
      `Message de ${message.name} <${message.email}> :`,
      message.message,
    ]),
    replyTo: message.email,
  };
}

/** What a setting's history names besides an edition's day: the committee's account, the team's rules. */
export const SETTINGS_SUBJECTS = { account: 'compte du comité', team: 'équipe' } as const;

/** The subject of a change as a sentence says it. */
function subjectInWords(subject: string): string {
  if (subject === SETTINGS_SUBJECTS.account) return 'le compte du comité';
  if (subject === SETTINGS_SUBJECTS.team) return "les règles de l'équipe";
  return `l'édition du ${formatDate(subject)}`;
}

/**
 * Every staff account hears of a change of where the money goes, of what people pay, or of the second factor asked of
 * the volunteers who handle it, and of who made it.
 */
export function settingsChanged(
  to: string,
  subject: string,
  changes: { label: string; previous: string | null; next: string | null }[],
  by: string | null,
  at: Date,
): OutgoingEmail {
  const title = subject === SETTINGS_SUBJECTS.team ? "règles de l'équipe modifiées" : `${subject} modifié`;
  return compose(to, `Brocante : ${title}`, [
    `${by ?? 'Un bénévole'} a modifié ${subjectInWords(subject)} le ${formatDateTime(at)} :`,
    changes.map((change) => `${change.label} : ${change.previous ?? '(vide)'} → ${change.next ?? '(vide)'}`).join('\n'),
    subject === SETTINGS_SUBJECTS.team
      ? "Si ce changement ne vient pas du comité, changez le mot de passe de ce compte et remettez la bonne règle dans l'admin (« Équipe »)."
      : "Si ce changement ne vient pas du comité, changez le mot de passe de ce compte et remettez les bons réglages dans l'admin : chaque e-mail et code QR envoyé ensuite porte ces réglages.",
  ]);
}

/** Every staff account hears of what went wrong on the server, in words, with what to do (engine/server-alerts.ts). */
export function serverNeedsAttention(to: string, troubles: { label: string; said: string }[], at: Date): OutgoingEmail {
  return compose(to, 'Brocante : le serveur a besoin de vous', [
    `Le serveur du comité a vérifié son état le ${formatDateTime(at)} :`,
    troubles.map((trouble) => `${trouble.label} : ${trouble.said}`).join('\n'),
    "Le tableau de bord de l'admin (« Santé du serveur ») dit la même chose. Ce message revient chaque jour tant que rien ne change.",
  ]);
}

/** The messages a refusal held back that the committee's e-mail names one by one; the others are counted. */
const WAITED_LISTED = 30;

/**
 * The coordination hears once that the mail server takes the committee's e-mails again, and which waited (lib/outbox.ts):
 * while it refused, no e-mail could tell them (the dashboard and `status` did).
 */
export function mailFlowsAgain(to: string, refusal: MailServerRefusal, waited: WaitingMessage[], at: Date): OutgoingEmail {
  const listed = waited.slice(0, WAITED_LISTED);
  return compose(to, 'Brocante : les e-mails repartent', [
    `Le serveur d'envoi du comité refusait le serveur depuis le ${formatDateTime(refusal.since)} (« ${refusal.error} »). Il prend de nouveau ses e-mails depuis le ${formatDateTime(at)}.`,
    waited.length === 0
      ? "Aucun e-mail n'attendait."
      : [
          `${waited.length === 1 ? "L'e-mail qui attendait part" : `Les ${waited.length} e-mails qui attendaient partent`} maintenant :`,
          ...listed.map((message) => `– ${formatDateTime(message.createdAt)} : « ${message.subject} » à ${message.to}`),
          ...(waited.length > listed.length ? [`… et ${waited.length - listed.length} autres.`] : []),
        ].join('\n'),
    "Rien n'est à refaire : chaque personne reçoit son e-mail, une fois.",
  ]);
}
