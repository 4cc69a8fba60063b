/** The e-mails the committee's volunteers receive, in French: a visitor's message, a changed setting, the server's troubles. */
import { formatDate, formatDateTime } from '@brocante/shared';
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

/** Every staff account hears of a change of where the money goes or of what people pay, and of who made it. */
export function settingsChanged(
  to: string,
  subject: string,
  changes: { label: string; previous: string | null; next: string | null }[],
  by: string | null,
  at: Date,
): OutgoingEmail {
  return compose(to, `Brocante : ${subject} modifié`, [
    `${by ?? 'Un bénévole'} a modifié ${subject === 'compte du comité' ? 'le compte du comité' : `l'édition du ${formatDate(subject)}`} le ${formatDateTime(at)} :`,
    changes.map((change) => `${change.label} : ${change.previous ?? '(vide)'} → ${change.next ?? '(vide)'}`).join('\n'),
    "Si ce changement ne vient pas du comité, changez le mot de passe de ce compte et remettez les bons réglages dans l'admin : chaque e-mail et code QR envoyé ensuite porte ces réglages.",
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
