#!/usr/bin/env node
/**
 * Tells the committee that Strapi stopped: systemd restarted it in a loop and gave up (deploy/brocante alert, run by
 * its unit's OnFailure). Strapi cannot send this one, its outbox is down with it: this sends it at once through the
 * committee's SMTP server, as Strapi would (its compiled config/plugins.ts), to COMMITTEE_EMAIL, in French and Dutch.
 *   SERVICE_RESTARTS=10 node scripts/service-stopped.js      (with the instance's configuration)
 */
const { env } = require('@strapi/utils');
const nodemailer = require('nodemailer');
const plugins = require('../dist/config/plugins.js').default({ env });

const { providerOptions, settings } = plugins.email.config;
const site = process.env.PUBLIC_URL ?? '';
const restarts = process.env.SERVICE_RESTARTS ?? '?';
const unit = process.env.SERVICE_UNIT ?? 'brocante-strapi';

const text = `Bonjour,

Strapi, le serveur des inscriptions, du contact, de l'admin et des actualités de ${site}, s'est arrêté : il a redémarré ${restarts} fois en dix minutes sans tenir. Les pages du site restent en ligne ; les formulaires et l'admin ne répondent plus.

Le serveur réessaie dans un quart d'heure. Sur le serveur, en root :
  deploy/brocante status         (les dernières erreurs)
  journalctl -u ${unit} -n 50

---

Goedendag,

Strapi, de server van de inschrijvingen, het contact, de admin en het nieuws van ${site}, is gestopt: hij is ${restarts} keer in tien minuten herstart zonder te blijven draaien. De pagina's van de site blijven online; de formulieren en de admin antwoorden niet meer.

De server probeert het over een kwartier opnieuw. Op de server, als root:
  deploy/brocante status         (de laatste fouten)
  journalctl -u ${unit} -n 50
`;

nodemailer
  .createTransport(providerOptions)
  .sendMail({
    from: settings.defaultFrom,
    to: process.env.COMMITTEE_EMAIL,
    subject: `${site} : Strapi s'est arrêté / Strapi is gestopt`,
    text,
  })
  .then(
    () => console.log(`Le comité est prévenu : ${process.env.COMMITTEE_EMAIL}`),
    (error) => {
      console.error(`L'alerte n'est pas partie : ${error.message}`);
      process.exit(1);
    },
  );
