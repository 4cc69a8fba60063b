/**
 * The e-mails about a registrant's page and data (a change they made, their erasure, their link again) and those after
 * a registration's course: a volunteers' message to exhibitors, the deposit decided, the invitation to the next
 * brocante. Each in the registrant's language, written with compose.ts.
 */
import { formatStructuredCommunication, type DepositOutcome, type Language, languageOf, siteAddress } from '@brocante/shared';
import {
  type OutgoingEmail,
  type RegistrationForEmail,
  type CommitteeAccount,
  writerFor,
  compose,
  composeForRegistrant,
} from './compose';
import { type ChangedField } from './words';

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
