/** Why a registration was cancelled, as its e-mail tells it. */
export type CancelReason = 'staff' | 'unpaid' | 'registrant' | 'no-show';

/** What a registrant may change on their page, as the e-mail confirming it names it. */
export type ChangedField = 'phone' | 'comment' | 'sale';

/**
 * The words of every e-mail to a registrant, in one language: the templates (../templates.ts) hold the logic once and
 * read their words here. Each language's module is typed by this interface: a text missing in one language does not
 * compile. Values come in formatted already, in the language's own formats (dates, amounts: fr-BE, nl-BE).
 */
export interface EmailWords {
  /** "Bonjour Marie," */
  greeting(firstName: string): string;
  /** To a person the message does not name. */
  greetingWithoutName: string;
  /** The registrant's private link, and the warning that it is theirs alone. */
  privateLink(link: string): string;
  /** "Votre emplacement : A1, …" or "Vos emplacements : A1, … et A2, …" */
  pitches(label: string, count: number): string;
  /** "Montant : 1 emplacement × 10,00 € = 10,00 €." */
  amount(breakdown: string): string;
  /** When the deposit comes back (added after the amount). */
  depositBack(deposit: string): string;
  /** One line of the transfer: "IBAN : BE…" */
  transferLine(label: string, value: string): string;
  payByTransfer(lines: string): string;
  /** The transfer's QR code, as an image in the e-mail. */
  transferQr: { alt: string; filename: string };
  /** "7 h 30": an hour of arrival (hours without a leading zero, minutes as stored). */
  hour(hours: string, minutes: string): string;
  pass: {
    qr: { alt: string; filename: string };
    /** " entre 7 h et 9 h" */
    arrival(from: string, until: string): string;
    /** When the arrival time is not set. */
    arrivalEnd: string;
    text(date: string, arrival: string, pitches: string, reference: string, until: string): string;
  };
  received: {
    subject: string;
    subjectConfirmed: string;
    waiting(position: number): string;
    nothingToPay(date: string): string;
    intro(date: string): string;
    reservedOnPayment(pitches: string): string;
    communicationHint: string;
  };
  partlyPaid: {
    subject: string;
    received(transfer: string, reference: string, remaining: string, amount: string): string;
    restTransfer(lines: string): string;
    communicationHint: string;
  };
  paid: {
    subject: string;
    received(amount: string, reference: string): string;
    confirmed(pass: string): string;
    stillWaiting(date: string): string;
    pitchLater(date: string): string;
  };
  cancelled: {
    subject: string;
    reasons: Record<CancelReason, (reference: string) => string>;
    refund(amount: string): string;
    notYouWhoCancelled: string;
    mistake: string;
  };
  /** "Si ce n'est pas vous, répondez à ce message." */
  notYou: string;
  changed: {
    subject: string;
    fields: Record<ChangedField, string>;
    text(fields: string): string;
  };
  erasureRequested: { subject: string; text: string };
  erased: { subject: string; text: string; remains: string };
  privateLinkSent: {
    subject: string;
    text(date: string, reference: string): string;
    notAsked: string;
  };
  moved: {
    subject: string;
    news(pitches: string): string;
    confirmed(free: boolean, date: string): string;
    reservedOnPayment(amount: string): string;
  };
  reminder: {
    subject: string;
    partlyPaid(received: string, amount: string, remaining: string, deadline: string): string;
    unpaid(deadline: string): string;
    alreadyPaid(workingDays: number): string;
  };
  /** "Brocante : " and the volunteers' subject. */
  exhibitorSubject(subject: string): string;
  deposit: {
    subjectReturned: string;
    subjectKept: string;
    returned(deposit: string): string;
    kept(deposit: string): string;
    question: string;
  };
  invitation: {
    subject(date: string): string;
    when(date: string): string;
    deadlines(neighborEnd: string, neighborPage: string, visitorEnd: string, visitorPage: string): string;
    last(withdrawalLink: string): string;
  };
}
