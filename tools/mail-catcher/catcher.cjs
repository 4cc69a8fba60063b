/**
 * MailDev's own command (its bin, with the options given), with one change: a client that goes away in the middle of a
 * session (its socket closed while TLS starts, a reset, a broken pipe, a handshake that never ends) is said and let go,
 * as a mail server does. MailDev lets only a reset on reading go, and ends its process on any other: a Strapi killed
 * while it sent (e2e/production/05-two-processes.spec.ts) took the catcher down, and every e-mail after it.
 */
const mailServer = require('maildev/lib/mailserver');

const CLIENT_GONE = new Set(['SocketError', 'TLSError', 'ERR_TLS_HANDSHAKE_TIMEOUT', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT']);
const onSmtpError = mailServer.onSmtpError;
mailServer.onSmtpError = (error) => {
  if (!CLIENT_GONE.has(error.code)) return onSmtpError(error);
  console.error(`Capteur d'e-mails : un client est parti en cours de session (${error.code} : ${error.message}).`);
};

require('maildev/bin/maildev');
