import {
  countOf,
  formatDate,
  formatDateTime,
  formatEuro,
  formatStructuredCommunication,
  amountBreakdown,
  passCode,
  paymentProgress,
  isFree,
  pitchesLabel,
  registrationAmount,
  transferFor,
  type DepositOutcome,
  transferLines,
} from '@brocante/shared';
import type { StoredPitch, StoredRegistration } from '../engine/domain';
import type { EmailAttachment } from '../lib/attachments';
import type { OutgoingEmail } from '../lib/outbox';

export type { OutgoingEmail };

/** What an e-mail about a registration reads of it. */
export type RegistrationForEmail = Pick<
  StoredRegistration,
  'documentId' | 'firstName' | 'lastName' | 'email' | 'amount' | 'paymentReference'
> &
  Partial<Pick<StoredRegistration, 'paidAmount' | 'status' | 'pitchCount' | 'deposit'>> & {
    locations?: Pick<StoredPitch, 'name' | 'street' | 'number'>[];
  };

export interface CommitteeAccount {
  date: string;
  /** HH:MM: when exhibitors set up on the day */
  arrivalFrom?: string;
  arrivalUntil?: string;
  debtorName: string;
  debtorIban: string;
  debtorBic: string;
}

/**
 * Where the registrant's private link goes in an e-mail about their registration. The outbox stores
 * the message with this mark and puts the link in force when it sends it: the key is never stored.
 */
export const PRIVATE_LINK = '{{lien-privé}}';

/**
 * Where the committee signs an e-mail: its name as the panel says it when the message leaves, put in by the
 * outbox as the private link is (a message waiting in the outbox is signed with the committee's name of then).
 */
export const COMMITTEE_SIGNATURE = '{{comité}}';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** "Votre emplacement : A1, …" or "Vos emplacements : A1, … et A2, …" */
function pitchText(registration: RegistrationForEmail): string {
  const pitches = registration.locations ?? [];
  return `${pitches.length > 1 ? 'Vos emplacements' : 'Votre emplacement'} : ${pitchesLabel(pitches)}`;
}

const heldPitches = (registration: RegistrationForEmail) => Boolean(registration.locations?.length);

/** What the amount is made of, and when the deposit comes back. */
function amountText(registration: RegistrationForEmail): string {
  const due = registrationAmount(registration);
  const deposit =
    due.deposit > 0
      ? ` La caution de ${formatEuro(due.deposit)} vous est rendue par virement après la brocante si votre emplacement est laissé propre.`
      : '';
  return `Montant : ${amountBreakdown(due)}.${deposit}`;
}

/** Paragraphs in, the same message as text and as simple HTML out. */
function compose(
  to: string,
  subject: string,
  paragraphs: string[],
  extraHtml = '',
  attachments: EmailAttachment[] = [],
): OutgoingEmail {
  // The committee's name alone: « Le » would not suit every name a committee gives itself.
  const signature = COMMITTEE_SIGNATURE;
  const text = [...paragraphs, signature].join('\n\n');
  const html = `<!doctype html><html lang="fr-BE"><body style="font-family:Arial,sans-serif;color:#1f2a24;line-height:1.5">${paragraphs
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('')}${extraHtml}<p>${escapeHtml(signature)}</p></body></html>`;
  return { to, subject, text, html, attachments };
}

const PRIVATE_LINK_TEXT = 'Votre inscription en ligne (la voir, payer, corriger votre téléphone, annuler)';

/** An e-mail about a registration: it ends with the registrant's private link, theirs alone. */
function composeForRegistrant(
  registration: RegistrationForEmail,
  subject: string,
  paragraphs: string[],
  extraHtml = '',
  attachments: EmailAttachment[] = [],
): OutgoingEmail {
  const warning = 'Ce lien est personnel : ne le transférez pas.';
  return compose(
    registration.email,
    subject,
    [...paragraphs, `${PRIVATE_LINK_TEXT} : ${PRIVATE_LINK}\n${warning}`],
    extraHtml,
    attachments,
  );
}

/** The private link put in force in a stored message, as a link in its HTML. */
export function withPrivateLink(email: Pick<OutgoingEmail, 'text' | 'html'>, link: string) {
  const escaped = escapeHtml(link);
  return {
    text: email.text.replaceAll(PRIVATE_LINK, link),
    html: email.html.replaceAll(escapeHtml(PRIVATE_LINK), `<a href="${escaped}">${escaped}</a>`),
  };
}

/** The committee's name put in a stored message's signature. */
export function signedBy(email: Pick<OutgoingEmail, 'text' | 'html'>, committeeName: string) {
  return {
    text: email.text.replaceAll(COMMITTEE_SIGNATURE, committeeName),
    html: email.html.replaceAll(escapeHtml(COMMITTEE_SIGNATURE), escapeHtml(committeeName)),
  };
}

/** The transfer's lines as an e-mail writes them. */
function transferText(registration: RegistrationForEmail, account: CommitteeAccount): string {
  return transferLines(transferFor(account, registration))
    .map(({ label, value }) => `${label} : ${value}`)
    .join('\n');
}

function withQr(registration: RegistrationForEmail, account: CommitteeAccount): { html: string; attachments: EmailAttachment[] } {
  return {
    html: '<p><img src="cid:qr-virement" width="240" height="240" alt="Code QR de virement à scanner avec votre application bancaire"></p>',
    attachments: [
      {
        filename: 'virement-brocante.png',
        contentType: 'image/png',
        cid: 'qr-virement',
        epcTransfer: transferFor(account, registration),
      },
    ],
  };
}

/** "7 h 30" */
const hour = (time: string) =>
  time.replace(
    /^0?(\d+):(\d\d)$/,
    (_all, hours: string, minutes: string) => `${hours} h${minutes === '00' ? '' : ` ${minutes}`}`,
  );

/**
 * The pass of a confirmed exhibitor: their pitches, when to come, and a QR code the volunteers
 * scan at check-in (it carries the structured communication, nothing secret).
 */
function pass(
  registration: RegistrationForEmail,
  account: CommitteeAccount,
): { text: string; html: string; attachments: EmailAttachment[] } {
  const when =
    account.arrivalFrom && account.arrivalUntil ? ` entre ${hour(account.arrivalFrom)} et ${hour(account.arrivalUntil)}` : '';
  return {
    text: `Votre laissez-passer : le ${formatDate(account.date)}, installez-vous${when}. ${pitchText(registration)}. À votre arrivée, montrez le code QR ci-dessous (ou donnez votre communication ${formatStructuredCommunication(registration.paymentReference)}) : un bénévole vous accueille. Après ${account.arrivalUntil ? hour(account.arrivalUntil) : "l'heure d'arrivée"}, un emplacement vide peut être reloué.`,
    html: '<p><img src="cid:laissez-passer" width="200" height="200" alt="Code QR du laissez-passer, à montrer à votre arrivée"></p>',
    attachments: [
      {
        filename: 'laissez-passer.png',
        contentType: 'image/png',
        cid: 'laissez-passer',
        qrText: passCode(registration.paymentReference),
      },
    ],
  };
}

export function registrationReceived(
  registration: RegistrationForEmail,
  account: CommitteeAccount,
  waitlistPosition: number | null,
): OutgoingEmail {
  const waiting = `Pas assez d'emplacements libres : vous êtes n° ${waitlistPosition} sur la liste d'attente. Nous vous écrirons dès qu'un emplacement se libère.`;
  if (isFree(Number(registration.amount))) {
    if (!heldPitches(registration))
      return composeForRegistrant(registration, 'Brocante : inscription reçue', [
        `Bonjour ${registration.firstName},`,
        `Nous avons bien reçu votre inscription à la brocante du ${formatDate(account.date)}. Il n'y a rien à payer.`,
        waiting,
      ]);
    const confirmed = pass(registration, account);
    return composeForRegistrant(
      registration,
      'Brocante : inscription confirmée',
      [
        `Bonjour ${registration.firstName},`,
        `Nous avons bien reçu votre inscription à la brocante du ${formatDate(account.date)}. Il n'y a rien à payer.`,
        confirmed.text,
      ],
      confirmed.html,
      confirmed.attachments,
    );
  }
  const place = heldPitches(registration)
    ? `${pitchText(registration)}, réservé pour vous dès réception de votre paiement.`
    : waiting;
  const qr = withQr(registration, account);
  return composeForRegistrant(
    registration,
    'Brocante : inscription reçue',
    [
      `Bonjour ${registration.firstName},`,
      `Nous avons bien reçu votre inscription à la brocante du ${formatDate(account.date)}.`,
      place,
      amountText(registration),
      `Paiement par virement :\n${transferText(registration, account)}`,
      "Indiquez bien la communication structurée : c'est elle qui relie votre paiement à votre inscription. Vous pouvez aussi scanner le code QR ci-dessous avec votre application bancaire.",
    ],
    qr.html,
    qr.attachments,
  );
}

/**
 * A transfer short of the amount: what came, what is left, and the transfer of the rest with the
 * same communication (its QR code too).
 */
export function partlyPaid(
  registration: RegistrationForEmail,
  transfer: number,
  remaining: number,
  account: CommitteeAccount,
): OutgoingEmail {
  const rest = { ...registration, amount: remaining };
  const qr = withQr(rest, account);
  return composeForRegistrant(
    registration,
    'Brocante : paiement incomplet',
    [
      `Bonjour ${registration.firstName},`,
      `Nous avons bien reçu ${formatEuro(transfer)} (communication ${formatStructuredCommunication(registration.paymentReference)}) : il reste ${formatEuro(remaining)} à payer sur ${formatEuro(Number(registration.amount))}.`,
      `Virement du reste :\n${transferText(rest, account)}`,
      'Indiquez la même communication structurée. Vous pouvez aussi scanner le code QR ci-dessous avec votre application bancaire.',
    ],
    qr.html,
    qr.attachments,
  );
}

export function paymentReceived(registration: RegistrationForEmail, account: CommitteeAccount): OutgoingEmail {
  const received = `Nous avons bien reçu votre paiement de ${formatEuro(Number(registration.paidAmount ?? registration.amount))} (communication ${formatStructuredCommunication(registration.paymentReference)}).`;
  if (heldPitches(registration)) {
    const confirmed = pass(registration, account);
    return composeForRegistrant(
      registration,
      'Brocante : paiement reçu',
      [`Bonjour ${registration.firstName},`, received, `C'est confirmé. ${confirmed.text}`],
      confirmed.html,
      confirmed.attachments,
    );
  }
  return composeForRegistrant(registration, 'Brocante : paiement reçu', [
    `Bonjour ${registration.firstName},`,
    received,
    registration.status === 'waitlist'
      ? `Vous restez sur la liste d'attente, en tête de file : le prochain emplacement libéré vous revient, et nous vous l'écrirons. Si aucun ne se libère avant le ${formatDate(account.date)}, le comité vous rembourse.`
      : `Votre emplacement vous sera communiqué avant le ${formatDate(account.date)}.`,
  ]);
}

export function registrationCancelled(
  registration: RegistrationForEmail,
  reason: 'staff' | 'unpaid' | 'registrant' | 'no-show',
  { refundDue }: { refundDue: boolean },
): OutgoingEmail {
  const reference = formatStructuredCommunication(registration.paymentReference);
  const said = {
    unpaid: `Nous n'avons pas reçu le paiement de votre inscription (communication ${reference}) dans le délai prévu : elle est annulée et son emplacement est rendu à la liste d'attente.`,
    staff: `Votre inscription à la brocante (communication ${reference}) est annulée.`,
    registrant: `Vous avez annulé votre inscription à la brocante (communication ${reference}) : c'est fait, et votre emplacement revient à la liste d'attente.`,
    'no-show': `Vous n'étiez pas arrivé à la fin de l'installation : comme le prévoit le règlement, votre emplacement (communication ${reference}) a été reloué sur place.`,
  };
  return composeForRegistrant(registration, 'Brocante : inscription annulée', [
    `Bonjour ${registration.firstName},`,
    said[reason],
    ...(refundDue
      ? [
          `Vous aviez payé ${formatEuro(Number(registration.paidAmount ?? registration.amount))} : le comité vous rembourse par virement sur le compte qui a payé, dans les prochaines semaines.`,
        ]
      : []),
    reason === 'registrant'
      ? "Si ce n'est pas vous qui avez annulé, répondez à ce message."
      : "Si vous pensez qu'il s'agit d'une erreur, répondez à ce message.",
  ]);
}

export function registrantChanged(registration: RegistrationForEmail, fields: string[]): OutgoingEmail {
  return composeForRegistrant(registration, 'Brocante : inscription modifiée', [
    `Bonjour ${registration.firstName},`,
    `Votre inscription est modifiée (${fields.join(', ')}), comme vous l'avez demandé sur votre page.`,
    "Si ce n'est pas vous, répondez à ce message.",
  ]);
}

export function erasureRequested(registration: RegistrationForEmail): OutgoingEmail {
  return composeForRegistrant(registration, 'Brocante : demande d’effacement reçue', [
    `Bonjour ${registration.firstName},`,
    "Vous avez demandé l'effacement de vos données. Un bénévole du comité le confirme sous peu ; nous vous écrirons alors une dernière fois.",
    "Si ce n'est pas vous, répondez à ce message.",
  ]);
}

/** The last message: the data is gone, the link with it (the message itself names no one). */
export function dataErased(registration: Pick<RegistrationForEmail, 'email'>): OutgoingEmail {
  return compose(registration.email, 'Brocante : vos données sont effacées', [
    'Bonjour,',
    "Comme vous l'avez demandé, le comité a effacé vos données d'inscription à la brocante. Votre lien privé ne fonctionne plus.",
    'Seuls restent, sans votre nom, le montant et la date des paiements, pour les comptes du comité.',
  ]);
}

export function privateLinkSent(registration: RegistrationForEmail, account: CommitteeAccount): OutgoingEmail {
  return composeForRegistrant(registration, 'Brocante : le lien de votre inscription', [
    `Bonjour ${registration.firstName},`,
    `Voici le lien de votre inscription à la brocante du ${formatDate(account.date)} (communication ${formatStructuredCommunication(registration.paymentReference)}).`,
    "Si vous n'avez rien demandé, ignorez ce message : le lien n'est envoyé qu'à vous.",
  ]);
}

export function movedFromWaitlist(registration: RegistrationForEmail, account: CommitteeAccount): OutgoingEmail {
  const news = `Bonne nouvelle : de la place s'est libérée. Vous quittez la liste d'attente. ${pitchText(registration)}.`;
  if (registration.status === 'paid') {
    const confirmed = pass(registration, account);
    return composeForRegistrant(
      registration,
      "Brocante : un emplacement s'est libéré pour vous",
      [
        `Bonjour ${registration.firstName},`,
        news,
        `${isFree(Number(registration.amount)) ? "Il n'y a rien à payer" : 'Votre paiement était déjà reçu'} : c'est confirmé. Rendez-vous le ${formatDate(account.date)} !`,
        confirmed.text,
      ],
      confirmed.html,
      confirmed.attachments,
    );
  }
  const qr = withQr(registration, account);
  return composeForRegistrant(
    registration,
    "Brocante : un emplacement s'est libéré pour vous",
    [
      `Bonjour ${registration.firstName},`,
      news,
      `Réservé dès réception de votre paiement. ${amountText(registration)}`,
      `Paiement par virement :\n${transferText(registration, account)}`,
    ],
    qr.html,
    qr.attachments,
  );
}

export function expiryReminder(
  registration: RegistrationForEmail,
  account: CommitteeAccount,
  expiresAt: Date,
  statementDelayWorkingDays: number,
): OutgoingEmail {
  // A part may have come already: the reminder asks for the rest.
  const { remaining } = paymentProgress(registration, 0);
  const rest = { ...registration, amount: remaining };
  const qr = withQr(rest, account);
  const received = Number(registration.paidAmount ?? 0);
  return composeForRegistrant(
    registration,
    'Brocante : rappel de paiement',
    [
      `Bonjour ${registration.firstName},`,
      received > 0
        ? `Nous avons reçu ${formatEuro(received)} sur ${formatEuro(Number(registration.amount))} : il reste ${formatEuro(remaining)} à payer. Sans paiement du reste le ${formatDateTime(expiresAt)}, votre inscription sera annulée (ce que vous avez payé vous sera remboursé) et son emplacement rendu à la liste d'attente.`
        : `Nous n'avons pas encore reçu le paiement de votre inscription. Sans paiement le ${formatDateTime(expiresAt)}, elle sera annulée et son emplacement rendu à la liste d'attente.`,
      `Si vous avez déjà payé, il suffit d'attendre : les extraits de compte nous arrivent avec quelques jours de retard, et nous n'annulons aucune inscription avant d'avoir reçu ceux des ${countOf(statementDelayWorkingDays, 'jour ouvrable', 'jours ouvrables')} qui suivent cette date.`,
      `Paiement par virement :\n${transferText(rest, account)}`,
    ],
    qr.html,
    qr.attachments,
  );
}

/** A volunteers' message to exhibitors: their words, paragraph by paragraph, and the person's private link. */
export function exhibitorMessage(registration: RegistrationForEmail, subject: string, body: string): OutgoingEmail {
  return composeForRegistrant(registration, `Brocante : ${subject}`, [
    `Bonjour ${registration.firstName},`,
    ...body
      .split(/\n\s*\n/)
      .map((paragraph) => paragraph.trim())
      .filter(Boolean),
  ]);
}

/** After the day: the deposit comes back, or the committee keeps it. */
export function depositDecided(registration: RegistrationForEmail, outcome: DepositOutcome): OutgoingEmail {
  const deposit = formatEuro(Number(registration.deposit ?? 0));
  return composeForRegistrant(
    registration,
    outcome === 'returned' ? 'Brocante : votre caution vous est rendue' : 'Brocante : votre caution',
    [
      `Bonjour ${registration.firstName},`,
      outcome === 'returned'
        ? `Merci d'avoir laissé votre emplacement propre : le comité vous rend votre caution de ${deposit} par virement sur le compte qui a payé, dans les prochaines semaines.`
        : `Votre emplacement n'a pas été laissé propre : comme le prévoit le règlement de la brocante, le comité garde votre caution de ${deposit}.`,
      'Une question ? Répondez à ce message.',
    ],
  );
}

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

/**
 * The invitation to a new brocante, to a person who asked for it when they registered: its day and
 * deadlines, where to register, and the one click that ends the invitations.
 */
export function invitation(
  to: string,
  edition: { date: string; neighborRegistrationEnd: string; visitorRegistrationEnd: string },
  siteUrl: string,
  withdrawalLink: string,
): OutgoingEmail {
  const site = siteUrl.replace(/\/$/, '');
  return compose(to, `Brocante du ${formatDate(edition.date)} : les inscriptions sont ouvertes`, [
    'Bonjour,',
    `Vous nous aviez demandé de vous prévenir de la prochaine brocante du quartier : elle aura lieu le ${formatDate(edition.date)}.`,
    `Les riverains s'inscrivent jusqu'au ${formatDateTime(edition.neighborRegistrationEnd)} (${site}/brocante/inscription-riverain/), les visiteurs jusqu'au ${formatDateTime(edition.visitorRegistrationEnd)} (${site}/brocante/inscription/), tant qu'il reste des emplacements.`,
    `Vous ne recevrez pas d'autre message de notre part pour cette édition. Pour ne plus être invité aux prochaines : ${withdrawalLink}`,
  ]);
}
