import { expect, it } from 'vitest';
import { isMailServerRefusal, isPermanentRefusal } from '../../src/lib/smtp';

/** Which of nodemailer's errors stop the outbox's retries: only the address refused for good. */
it.each([
  [{ code: 'EENVELOPE', command: 'RCPT TO', responseCode: 550 }, true],
  [{ code: 'EENVELOPE', command: 'RCPT TO', responseCode: 553 }, true],
  [{ code: 'EMESSAGE', command: 'DATA', responseCode: 554 }, true],
  // Try later, or a problem of ours (sender, login, connection) that a correct address would not fix.
  [{ code: 'EENVELOPE', command: 'RCPT TO', responseCode: 450 }, false],
  [{ code: 'EMESSAGE', command: 'DATA', responseCode: 451 }, false],
  [{ code: 'EENVELOPE', command: 'MAIL FROM', responseCode: 550 }, false],
  [{ code: 'EAUTH', command: 'AUTH PLAIN', responseCode: 535 }, false],
  [{ code: 'ECONNECTION', command: 'CONN' }, false],
  [{ code: 'ETIMEDOUT' }, false],
])('%o is permanent: %s', (error, permanent) => {
  expect(isPermanentRefusal(error)).toBe(permanent);
});

/** Which of them are the mail server refusing the server itself (its connection, TLS, login or sender): said at once. */
it.each([
  [{ code: 'ESOCKET', command: 'CONN' }, true],
  [{ code: 'ECONNECTION', command: 'CONN' }, true],
  [{ code: 'ETIMEDOUT', command: 'CONN' }, true],
  [{ code: 'EDNS', command: 'CONN' }, true],
  [{ code: 'ETLS', command: 'STARTTLS' }, true],
  [{ code: 'EAUTH', command: 'AUTH PLAIN', responseCode: 535 }, true],
  [{ code: 'ENOAUTH', command: 'API' }, true],
  [{ code: 'EENVELOPE', command: 'MAIL FROM', responseCode: 553 }, true],
  // One address or one message: the others may leave.
  [{ code: 'EENVELOPE', command: 'RCPT TO', responseCode: 550 }, false],
  [{ code: 'EENVELOPE', command: 'RCPT TO', responseCode: 451 }, false],
  [{ code: 'EMESSAGE', command: 'DATA', responseCode: 552 }, false],
  [{ code: 'EENVELOPE', command: 'MAIL FROM', responseCode: 451 }, false],
])('%o refuses the server: %s', (error, refused) => {
  expect(isMailServerRefusal(error)).toBe(refused);
});
