/**
 * The committee's e-mails to registrants, in their language (the words are in words/, French and Dutch), written with
 * compose.ts. Here, a registration's course: received, partly paid, paid, cancelled, off the waiting list, reminded;
 * registrant-emails.ts has the others. The engine reads them all here, as `emails.…`.
 */
import { formatStructuredCommunication, paymentProgress, isFree, isPaid, isWaitlisted } from '@brocante/shared';
import {
  type OutgoingEmail,
  type RegistrationForEmail,
  type CommitteeAccount,
  writerFor,
  pitchText,
  heldPitches,
  amountText,
  composeForRegistrant,
  transferText,
  withQr,
  pass,
} from './compose';
import { type CancelReason } from './words';

export * from './registrant-emails';
export {
  COMMITTEE_SIGNATURE,
  PRIVATE_LINK,
  signedBy,
  withPrivateLink,
  type CommitteeAccount,
  type OutgoingEmail,
  type RegistrationForEmail,
} from './compose';

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
    registration.status && isWaitlisted(registration.status)
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

export function movedFromWaitlist(registration: RegistrationForEmail, account: CommitteeAccount): OutgoingEmail {
  const writer = writerFor(registration);
  const { words } = writer;
  const news = words.moved.news(pitchText(registration, writer));
  if (registration.status && isPaid(registration.status)) {
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
