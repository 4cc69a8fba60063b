#!/usr/bin/env node
/**
 * The night's backup, off the server: e-mailed to the committee (COMMITTEE_EMAIL) through its SMTP server, as Strapi
 * sends (its compiled config/plugins.ts), in French and Dutch, the encrypted file attached (deploy/brocante backup).
 *   node scripts/backup-copy.js complete FILE       the whole backup, when it fits an e-mail
 *   node scripts/backup-copy.js base FILE           the database alone (the files leave once a week)
 *   node scripts/backup-copy.js partie FILE K N     part K of N of the whole backup, once a week
 * Nothing but the file is secret, and it is encrypted for the committee's key, which is on its recovery sheet, not here.
 */
const path = require('node:path');
const { env } = require('@strapi/utils');
const nodemailer = require('nodemailer');

/** Strapi's mail settings (its compiled configuration), or the one line saying why not: it goes to the health's report. */
function mailSettings() {
  try {
    return require('../dist/config/plugins.js').default({ env }).email.config;
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
const { providerOptions, settings } = mailSettings();
const [kind, file, part, parts] = process.argv.slice(2);
const site = process.env.PUBLIC_URL ?? '';
const name = path.basename(file ?? '');
const day = (locale) => new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'Europe/Brussels' }).format(new Date());

const what = {
  complete: {
    subject: `${site} : sauvegarde du ${day('fr-BE')} / back-up van ${day('nl-BE')}`,
    fr: 'la sauvegarde de la nuit (la base de données et les fichiers envoyés)',
    nl: 'de back-up van vannacht (de databank en de opgeladen bestanden)',
    restoreFr: `deploy/brocante restore --key - ${name}`,
    restoreNl: `deploy/brocante restore --key - ${name}`,
  },
  base: {
    subject: `${site} : sauvegarde du ${day('fr-BE')}, la base de données / back-up van ${day('nl-BE')}, de databank`,
    fr: "la base de données de la nuit (inscriptions, paiements, e-mails). Avec les fichiers envoyés, la sauvegarde dépasse ce qu'un e-mail porte : les fichiers partent une fois par semaine, en plusieurs e-mails (« partie 1 sur … »). Gardez la dernière série",
    nl: 'de databank van vannacht (inschrijvingen, betalingen, e-mails). Met de opgeladen bestanden is de back-up te groot voor één e-mail: de bestanden vertrekken één keer per week, in meerdere e-mails ("partie 1 sur …"). Bewaar de laatste reeks',
    restoreFr: `deploy/brocante restore --key - PARTIES-DE-LA-SEMAINE ${name}`,
    restoreNl: `deploy/brocante restore --key - DELEN-VAN-DE-WEEK ${name}`,
  },
  partie: {
    subject: `${site} : sauvegarde complète du ${day('fr-BE')}, partie ${part} sur ${parts} / volledige back-up van ${day('nl-BE')}, deel ${part} van ${parts}`,
    fr: `la partie ${part} sur ${parts} de la sauvegarde complète de la semaine (la base de données et les fichiers envoyés). Gardez les ${parts} parties ensemble`,
    nl: `deel ${part} van ${parts} van de volledige back-up van de week (de databank en de opgeladen bestanden). Bewaar de ${parts} delen samen`,
    restoreFr: `deploy/brocante restore --key - ${name.replace(/partie-\d+-sur-/, 'partie-*-sur-')}`,
    restoreNl: `deploy/brocante restore --key - ${name.replace(/partie-\d+-sur-/, 'partie-*-sur-')}`,
  },
}[kind];

if (!what || !file) {
  console.error('backup-copy.js complete|base FICHIER, ou backup-copy.js partie FICHIER K N');
  process.exit(2);
}

const text = `Bonjour,

Voici ${what.fr}, de ${site}, chiffrée : sans la clé des sauvegardes, imprimée sur la feuille de secours du comité, personne ne peut l'ouvrir. Gardez cet e-mail hors du serveur : si le serveur est perdu, un serveur neuf repart de sa pièce jointe.

Sur le serveur neuf, en root, après les deux premières commandes de la feuille de secours (le code, l'installation), la pièce jointe copiée à côté :
  ${what.restoreFr}
et tapez la clé de la feuille.

---

Goedendag,

Hier is ${what.nl}, van ${site}, versleuteld: zonder de back-upsleutel, afgedrukt op het noodblad van het comité, kan niemand hem openen. Bewaar deze e-mail buiten de server: gaat de server verloren, dan start een nieuwe server opnieuw vanuit de bijlage.

Op de nieuwe server, als root, na de eerste twee commando's van het noodblad (de code, de installatie), met de bijlage ernaast:
  ${what.restoreNl}
en tik de sleutel van het blad in.
`;

nodemailer
  .createTransport(providerOptions)
  .sendMail({
    from: settings.defaultFrom,
    to: process.env.COMMITTEE_EMAIL,
    subject: what.subject,
    text,
    attachments: [{ filename: name, path: file, contentType: 'application/octet-stream' }],
  })
  .then(
    () => console.log(`${name} : envoyé à ${process.env.COMMITTEE_EMAIL}`),
    (error) => {
      console.error(error.message);
      process.exit(1);
    },
  );
