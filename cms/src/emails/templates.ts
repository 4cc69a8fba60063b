import {
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
  type Language,
  languageOf,
  LOCALES,
  siteAddress,
  transferLines,
} from '@brocante/shared';
import type { StoredPitch, StoredRegistration } from '../engine/domain';
import type { EmailAttachment } from '../lib/attachments';
import type { OutgoingEmail } from '../lib/outbox';
import { EMAIL_WORDS, type CancelReason, type ChangedField, type EmailWords } from './words';

export type { OutgoingEmail };

/** What an e-mail about a registration reads of it. */
export type RegistrationForEmail = Pick<
  StoredRegistration,
  'documentId' | 'firstName' | 'lastName' | 'email' | 'amount' | 'paymentReference'
> &
  Partial<Pick<StoredRegistration, 'paidAmount' | 'status' | 'pitchCount' | 'deposit' | 'language'>> & {
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

/**
 * A registrant's e-mail in their language (languageOf: French when none is stored): its words, and its dates and
 * amounts in that language's formats.
 */
function writerFor(registration: { language?: Language | null }) {
  const language = languageOf(registration);
  const words: EmailWords = EMAIL_WORDS[language];
  return {
    language,
    words,
    date: (date: string | Date) => formatDate(date, language),
    dateTime: (date: string | Date) => formatDateTime(date, language),
    euro: (amount: number) => formatEuro(amount, language),
  };
}
type Writer = ReturnType<typeof writerFor>;

/** "Votre emplacement : A1, …" or "Vos emplacements : A1, … et A2, …" */
function pitchText(registration: RegistrationForEmail, { words, language }: Writer): string {
  const pitches = registration.locations ?? [];
  return words.pitches(pitchesLabel(pitches, language), pitches.length);
}

const heldPitches = (registration: RegistrationForEmail) => Boolean(registration.locations?.length);

/** What the amount is made of, and when the deposit comes back. */
function amountText(registration: RegistrationForEmail, { words, language, euro }: Writer): string {
  const due = registrationAmount(registration);
  const deposit = due.deposit > 0 ? words.depositBack(euro(due.deposit)) : '';
  return `${words.amount(amountBreakdown(due, language))}${deposit}`;
}

/** Paragraphs in, the same message as text and as simple HTML (in the language's `lang`) out. */
function compose(
  to: string,
  subject: string,
  paragraphs: string[],
  extraHtml = '',
  attachments: EmailAttachment[] = [],
  language: Language = 'fr',
): OutgoingEmail {
  // The committee's name alone: « Le » would not suit every name a committee gives itself.
  const signature = COMMITTEE_SIGNATURE;
  const text = [...paragraphs, signature].join('\n\n');
  const html = `<!doctype html><html lang="${LOCALES[language]}"><body style="font-family:Arial,sans-serif;color:#1f2a24;line-height:1.5">${paragraphs
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('')}${extraHtml}<p>${escapeHtml(signature)}</p></body></html>`;
  return { to, subject, text, html, attachments };
}

/** An e-mail about a registration, in its language: it ends with the registrant's private link, theirs alone. */
function composeForRegistrant(
  registration: RegistrationForEmail,
  { words, language }: Writer,
  subject: string,
  paragraphs: string[],
  extraHtml = '',
  attachments: EmailAttachment[] = [],
): OutgoingEmail {
  return compose(registration.email, subject, [...paragraphs, words.privateLink(PRIVATE_LINK)], extraHtml, attachments, language);
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
function transferText(registration: RegistrationForEmail, account: CommitteeAccount, { words, language }: Writer): string {
  return transferLines(transferFor(account, registration), language)
    .map(({ label, value }) => words.transferLine(label, value))
    .join('\n');
}

function withQr(
  registration: RegistrationForEmail,
  account: CommitteeAccount,
  { words }: Writer,
): { html: string; attachments: EmailAttachment[] } {
  return {
    html: `<p><img src="cid:qr-virement" width="240" height="240" alt="${escapeHtml(words.transferQr.alt)}"></p>`,
    attachments: [
      {
        filename: words.transferQr.filename,
        contentType: 'image/png',
        cid: 'qr-virement',
        epcTransfer: transferFor(account, registration),
      },
    ],
  };
}

/** "7 h 30", "7.30 uur" */
const hour = (time: string, { words }: Writer) =>
  time.replace(/^0?(\d+):(\d\d)$/, (_all, hours: string, minutes: string) => words.hour(hours, minutes));

/**
 * The pass of a confirmed exhibitor: their pitches, when to come, and a QR code the volunteers
 * scan at check-in (it carries the structured communication, nothing secret).
 */
function pass(
  registration: RegistrationForEmail,
  account: CommitteeAccount,
  writer: Writer,
): { text: string; html: string; attachments: EmailAttachment[] } {
  const { words } = writer;
  const when =
    account.arrivalFrom && account.arrivalUntil
      ? words.pass.arrival(hour(account.arrivalFrom, writer), hour(account.arrivalUntil, writer))
      : '';
  return {
    text: words.pass.text(
      writer.date(account.date),
      when,
      pitchText(registration, writer),
      formatStructuredCommunication(registration.paymentReference),
      account.arrivalUntil ? hour(account.arrivalUntil, writer) : words.pass.arrivalEnd,
    ),
    html: `<p><img src="cid:laissez-passer" width="200" height="200" alt="${escapeHtml(words.pass.qr.alt)}"></p>`,
    attachments: [
      {
        filename: words.pass.qr.filename,
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
  const writer = writerFor(registration);
  const { words } = writer;
  const greeting = words.greeting(registration.firstName);
  const waiting = words.received.waiting(waitlistPosition ?? 0);
  if (isFree(Number(registration.amount))) {
    const nothingToPay = words.received.nothingToPay(writer.date(account.date));
    if (!heldPitches(registration))
      return composeForRegistrant(registration, writer, words.received.subject, [greeting, nothingToPay, waiting]);
    const confirmed = pass(registration, account, writer);
    return composeForRegistrant(
      registration,
      writer,
      words.received.subjectConfirmed,
      [greeting, nothingToPay, confirmed.text],
      confirmed.html,
      confirmed.attachments,
    );
  }
  const place = heldPitches(registration) ? words.received.reservedOnPayment(pitchText(registration, writer)) : waiting;
  const qr = withQr(registration, account, writer);
  return composeForRegistrant(
    registration,
    writer,
    words.received.subject,
    [
      greeting,
      words.received.intro(writer.date(account.date)),
      place,
      amountText(registration, writer),
      words.payByTransfer(transferText(registration, account, writer)),
      words.received.communicationHint,
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
  const writer = writerFor(registration);
  const { words, euro } = writer;
  const rest = { ...registration, amount: remaining };
  const qr = withQr(rest, account, writer);
  return composeForRegistrant(
    registration,
    writer,
    words.partlyPaid.subject,
    [
      words.greeting(registration.firstName),
      words.partlyPaid.received(
        euro(transfer),
        formatStructuredCommunication(registration.paymentReference),
        euro(remaining),
        euro(Number(registration.amount)),
      ),
      words.partlyPaid.restTransfer(transferText(rest, account, writer)),
      words.partlyPaid.communicationHint,
    ],
    qr.html,
    qr.attachments,
  );
}

export function paymentReceived(registration: RegistrationForEmail, account: CommitteeAccount): OutgoingEmail {
  const writer = writerFor(registration);
  const { words } = writer;
  const received = words.paid.received(
    writer.euro(Number(registration.paidAmount ?? registration.amount)),
    formatStructuredCommunication(registration.paymentReference),
  );
  if (heldPitches(registration)) {
    const confirmed = pass(registration, account, writer);
    return composeForRegistrant(
      registration,
      writer,
      words.paid.subject,
      [words.greeting(registration.firstName), received, words.paid.confirmed(confirmed.text)],
      confirmed.html,
      confirmed.attachments,
    );
  }
  return composeForRegistrant(registration, writer, words.paid.subject, [
    words.greeting(registration.firstName),
    received,
    registration.status === 'waitlist'
      ? words.paid.stillWaiting(writer.date(account.date))
      : words.paid.pitchLater(writer.date(account.date)),
  ]);
}

export function registrationCancelled(
  registration: RegistrationForEmail,
  reason: CancelReason,
  { refundDue }: { refundDue: boolean },
): OutgoingEmail {
  const writer = writerFor(registration);
  const { words } = writer;
  const reference = formatStructuredCommunication(registration.paymentReference);
  return composeForRegistrant(registration, writer, words.cancelled.subject, [
    words.greeting(registration.firstName),
    words.cancelled.reasons[reason](reference),
    ...(refundDue ? [words.cancelled.refund(writer.euro(Number(registration.paidAmount ?? registration.amount)))] : []),
    reason === 'registrant' ? words.cancelled.notYouWhoCancelled : words.cancelled.mistake,
  ]);
}

/** The registrant changed fields of their registration on their page: the change confirmed, the fields named in their language. */
export function registrantChanged(registration: RegistrationForEmail, fields: ChangedField[]): OutgoingEmail {
  const writer = writerFor(registration);
  const { words } = writer;
  return composeForRegistrant(registration, writer, words.changed.subject, [
    words.greeting(registration.firstName),
    words.changed.text(fields.map((field) => words.changed.fields[field]).join(', ')),
    words.notYou,
  ]);
}

export function erasureRequested(registration: RegistrationForEmail): OutgoingEmail {
  const writer = writerFor(registration);
  const { words } = writer;
  return composeForRegistrant(registration, writer, words.erasureRequested.subject, [
    words.greeting(registration.firstName),
    words.erasureRequested.text,
    words.notYou,
  ]);
}

/** The last message: the data is gone, the link with it (the message itself names no one). */
export function dataErased(registration: Pick<RegistrationForEmail, 'email' | 'language'>): OutgoingEmail {
  const { words, language } = writerFor(registration);
  return compose(
    registration.email,
    words.erased.subject,
    [words.greetingWithoutName, words.erased.text, words.erased.remains],
    '',
    [],
    language,
  );
}

export function privateLinkSent(registration: RegistrationForEmail, account: CommitteeAccount): OutgoingEmail {
  const writer = writerFor(registration);
  const { words } = writer;
  return composeForRegistrant(registration, writer, words.privateLinkSent.subject, [
    words.greeting(registration.firstName),
    words.privateLinkSent.text(writer.date(account.date), formatStructuredCommunication(registration.paymentReference)),
    words.privateLinkSent.notAsked,
  ]);
}

export function movedFromWaitlist(registration: RegistrationForEmail, account: CommitteeAccount): OutgoingEmail {
  const writer = writerFor(registration);
  const { words } = writer;
  const news = words.moved.news(pitchText(registration, writer));
  if (registration.status === 'paid') {
    const confirmed = pass(registration, account, writer);
    return composeForRegistrant(
      registration,
      writer,
      words.moved.subject,
      [
        words.greeting(registration.firstName),
        news,
        words.moved.confirmed(isFree(Number(registration.amount)), writer.date(account.date)),
        confirmed.text,
      ],
      confirmed.html,
      confirmed.attachments,
    );
  }
  const qr = withQr(registration, account, writer);
  return composeForRegistrant(
    registration,
    writer,
    words.moved.subject,
    [
      words.greeting(registration.firstName),
      news,
      words.moved.reservedOnPayment(amountText(registration, writer)),
      words.payByTransfer(transferText(registration, account, writer)),
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
  const writer = writerFor(registration);
  const { words, euro } = writer;
  // A part may have come already: the reminder asks for the rest.
  const { remaining } = paymentProgress(registration, 0);
  const rest = { ...registration, amount: remaining };
  const qr = withQr(rest, account, writer);
  const received = Number(registration.paidAmount ?? 0);
  return composeForRegistrant(
    registration,
    writer,
    words.reminder.subject,
    [
      words.greeting(registration.firstName),
      received > 0
        ? words.reminder.partlyPaid(
            euro(received),
            euro(Number(registration.amount)),
            euro(remaining),
            writer.dateTime(expiresAt),
          )
        : words.reminder.unpaid(writer.dateTime(expiresAt)),
      words.reminder.alreadyPaid(statementDelayWorkingDays),
      words.payByTransfer(transferText(rest, account, writer)),
    ],
    qr.html,
    qr.attachments,
  );
}

/** A volunteers' message to exhibitors, as they wrote it: French, and Dutch when they wrote it too. */
export interface ExhibitorMessageText {
  subject: string;
  body: string;
  subjectNl?: string | null;
  bodyNl?: string | null;
}

/**
 * A volunteers' message to exhibitors: their words, paragraph by paragraph, and the person's private link. A Dutch
 * registrant reads the Dutch text when the volunteers wrote one, the French one otherwise (the whole e-mail then in
 * French, rather than Dutch around a French text).
 */
export function exhibitorMessage(registration: RegistrationForEmail, message: ExhibitorMessageText): OutgoingEmail {
  const dutch = languageOf(registration) === 'nl' && Boolean(message.bodyNl?.trim());
  const writer = writerFor({ language: dutch ? 'nl' : 'fr' });
  const subject = dutch ? message.subjectNl?.trim() || message.subject : message.subject;
  const body = dutch ? message.bodyNl! : message.body;
  return composeForRegistrant(registration, writer, writer.words.exhibitorSubject(subject), [
    writer.words.greeting(registration.firstName),
    ...body
      .split(/\n\s*\n/)
      .map((paragraph) => paragraph.trim())
      .filter(Boolean),
  ]);
}

/** After the day: the deposit comes back, or the committee keeps it. */
export function depositDecided(registration: RegistrationForEmail, outcome: DepositOutcome): OutgoingEmail {
  const writer = writerFor(registration);
  const { words } = writer;
  const deposit = writer.euro(Number(registration.deposit ?? 0));
  return composeForRegistrant(
    registration,
    writer,
    outcome === 'returned' ? words.deposit.subjectReturned : words.deposit.subjectKept,
    [
      words.greeting(registration.firstName),
      outcome === 'returned' ? words.deposit.returned(deposit) : words.deposit.kept(deposit),
      words.deposit.question,
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

/** Every staff account hears of what went wrong on the server, in words, with what to do (engine/server-alerts.ts). */
export function serverNeedsAttention(to: string, troubles: { label: string; said: string }[], at: Date): OutgoingEmail {
  return compose(to, 'Brocante : le serveur a besoin de vous', [
    `Le serveur du comité a vérifié son état le ${formatDateTime(at)} :`,
    troubles.map((trouble) => `${trouble.label} : ${trouble.said}`).join('\n'),
    "Le tableau de bord de l'admin (« Santé du serveur ») dit la même chose. Ce message revient chaque jour tant que rien ne change.",
  ]);
}

/**
 * The invitation to a new brocante, to a person who asked for it when they registered, in the language they registered
 * in: its day and deadlines, where to register (the forms in that language), and the one click that ends the invitations.
 */
export function invitation(
  to: string,
  edition: { date: string; neighborRegistrationEnd: string; visitorRegistrationEnd: string },
  siteUrl: string,
  withdrawalLink: string,
  language?: Language | null,
): OutgoingEmail {
  const writer = writerFor({ language });
  const { words } = writer;
  return compose(
    to,
    words.invitation.subject(writer.date(edition.date)),
    [
      words.greetingWithoutName,
      words.invitation.when(writer.date(edition.date)),
      words.invitation.deadlines(
        writer.dateTime(edition.neighborRegistrationEnd),
        siteAddress(siteUrl, 'neighborRegistration', languageOf({ language })),
        writer.dateTime(edition.visitorRegistrationEnd),
        siteAddress(siteUrl, 'visitorRegistration', languageOf({ language })),
      ),
      words.invitation.last(withdrawalLink),
    ],
    '',
    [],
    writer.language,
  );
}
