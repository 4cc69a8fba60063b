/**
 * How the committee's e-mails are written (templates.ts, committee-emails.ts): a registrant's in their language, with
 * their private link and the committee's signature put in when the message leaves, the transfer and its QR code,
 * the pass; the same message as text and as simple HTML.
 */
import {
  formatDate,
  formatDateTime,
  formatEuro,
  formatStructuredCommunication,
  amountBreakdown,
  passCode,
  pitchesLabel,
  registrationAmount,
  transferFor,
  type Language,
  languageOf,
  LOCALES,
  transferLines,
} from '@brocante/shared';
import type { StoredPitch, StoredRegistration } from '../engine/domain';
import type { EmailAttachment } from '../lib/attachments';
import type { OutgoingEmail } from '../lib/email-delivery';
import { EMAIL_WORDS, type EmailWords } from './words';

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

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * A registrant's e-mail in their language (languageOf: French when none is stored): its words, and its dates and
 * amounts in that language's formats.
 */
export function writerFor(registration: { language?: Language | null }) {
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
export type Writer = ReturnType<typeof writerFor>;

/** "Votre emplacement : A1, …" or "Vos emplacements : A1, … et A2, …" */
export function pitchText(registration: RegistrationForEmail, { words, language }: Writer): string {
  const pitches = registration.locations ?? [];
  return words.pitches(pitchesLabel(pitches, language), pitches.length);
}

export const heldPitches = (registration: RegistrationForEmail) => Boolean(registration.locations?.length);

/** What the amount is made of, and when the deposit comes back. */
export function amountText(registration: RegistrationForEmail, { words, language, euro }: Writer): string {
  const due = registrationAmount(registration);
  const deposit = due.deposit > 0 ? words.depositBack(euro(due.deposit)) : '';
  return `${words.amount(amountBreakdown(due, language))}${deposit}`;
}

/** Paragraphs in, the same message as text and as simple HTML (in the language's `lang`) out. */
export function compose(
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
export function composeForRegistrant(
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
export function transferText(registration: RegistrationForEmail, account: CommitteeAccount, { words, language }: Writer): string {
  return transferLines(transferFor(account, registration), language)
    .map(({ label, value }) => words.transferLine(label, value))
    .join('\n');
}

export function withQr(
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
export const hour = (time: string, { words }: Writer) =>
  time.replace(/^0?(\d+):(\d\d)$/, (_all, hours: string, minutes: string) => words.hour(hours, minutes));

/**
 * The pass of a confirmed exhibitor: their pitches, when to come, and a QR code the volunteers
 * scan at check-in (it carries the structured communication, nothing secret).
 */
export function pass(
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
