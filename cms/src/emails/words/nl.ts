import type { EmailWords } from './email-words';

/**
 * The e-mails' words in Dutch, as a Brussels Dutch speaker reads them: Belgian Dutch ("rommelmarkt", "standplaats",
 * "gestructureerde mededeling", "waarborg"), the formal "u", no space before a colon.
 */
export const nl: EmailWords = {
  greeting: (firstName) => `Beste ${firstName},`,
  greetingWithoutName: 'Goedendag,',
  privateLink: (link) =>
    `Uw inschrijving online (bekijken, betalen, uw telefoonnummer verbeteren, annuleren): ${link}\nDeze link is persoonlijk: stuur hem niet door.`,
  pitches: (label, count) => `${count > 1 ? 'Uw standplaatsen' : 'Uw standplaats'}: ${label}`,
  amount: (breakdown) => `Bedrag: ${breakdown}.`,
  depositBack: (deposit) =>
    ` De waarborg van ${deposit} wordt u na de rommelmarkt teruggestort als u uw standplaats proper achterlaat.`,
  transferLine: (label, value) => `${label}: ${value}`,
  payByTransfer: (lines) => `Betaling per overschrijving:\n${lines}`,
  transferQr: { alt: 'QR-code voor de overschrijving, te scannen met uw bankapp', filename: 'overschrijving-rommelmarkt.png' },
  hour: (hours, minutes) => `${hours}${minutes === '00' ? '' : `.${minutes}`} uur`,
  pass: {
    qr: { alt: 'QR-code van uw toegangsbewijs, te tonen bij aankomst', filename: 'toegangsbewijs.png' },
    arrival: (from, until) => ` tussen ${from} en ${until}`,
    arrivalEnd: 'het aankomstuur',
    text: (date, arrival, pitches, reference, until) =>
      `Uw toegangsbewijs: op ${date} kunt u zich installeren${arrival}. ${pitches}. Toon bij aankomst de QR-code hieronder (of geef uw gestructureerde mededeling ${reference}): een vrijwilliger ontvangt u. Na ${until} kan een lege standplaats opnieuw verhuurd worden.`,
  },
  received: {
    subject: 'Rommelmarkt: inschrijving ontvangen',
    subjectConfirmed: 'Rommelmarkt: inschrijving bevestigd',
    waiting: (position) =>
      `Er zijn niet genoeg vrije standplaatsen: u staat op nr. ${position} van de wachtlijst. We schrijven u zodra er een standplaats vrijkomt.`,
    nothingToPay: (date) => `We hebben uw inschrijving voor de rommelmarkt van ${date} goed ontvangen. U hoeft niets te betalen.`,
    intro: (date) => `We hebben uw inschrijving voor de rommelmarkt van ${date} goed ontvangen.`,
    reservedOnPayment: (pitches) => `${pitches}, voor u gereserveerd zodra uw betaling binnen is.`,
    communicationHint:
      'Vermeld zeker de gestructureerde mededeling: daarmee koppelen we uw betaling aan uw inschrijving. U kunt ook de QR-code hieronder scannen met uw bankapp.',
  },
  partlyPaid: {
    subject: 'Rommelmarkt: onvolledige betaling',
    received: (transfer, reference, remaining, amount) =>
      `We hebben ${transfer} goed ontvangen (mededeling ${reference}): er blijft nog ${remaining} te betalen van ${amount}.`,
    restTransfer: (lines) => `Overschrijving van het resterende bedrag:\n${lines}`,
    communicationHint: 'Vermeld dezelfde gestructureerde mededeling. U kunt ook de QR-code hieronder scannen met uw bankapp.',
  },
  paid: {
    subject: 'Rommelmarkt: betaling ontvangen',
    received: (amount, reference) => `We hebben uw betaling van ${amount} goed ontvangen (mededeling ${reference}).`,
    confirmed: (pass) => `Uw inschrijving is bevestigd. ${pass}`,
    stillWaiting: (date) =>
      `U blijft op de wachtlijst, helemaal vooraan: de eerstvolgende standplaats die vrijkomt, is voor u, en we laten het u weten. Komt er vóór ${date} geen standplaats vrij, dan betaalt het comité u terug.`,
    pitchLater: (date) => `Uw standplaats wordt u vóór ${date} meegedeeld.`,
  },
  cancelled: {
    subject: 'Rommelmarkt: inschrijving geannuleerd',
    reasons: {
      unpaid: (reference) =>
        `We hebben de betaling van uw inschrijving (mededeling ${reference}) niet binnen de termijn ontvangen: ze is geannuleerd en haar standplaats gaat terug naar de wachtlijst.`,
      staff: (reference) => `Uw inschrijving voor de rommelmarkt (mededeling ${reference}) is geannuleerd.`,
      registrant: (reference) =>
        `U hebt uw inschrijving voor de rommelmarkt (mededeling ${reference}) geannuleerd: dat is gebeurd, en uw standplaats gaat terug naar de wachtlijst.`,
      'no-show': (reference) =>
        `U was er niet bij het einde van de opbouw: zoals het reglement bepaalt, is uw standplaats (mededeling ${reference}) ter plaatse opnieuw verhuurd.`,
    },
    refund: (amount) =>
      `U had ${amount} betaald: het comité stort dat bedrag de komende weken terug op de rekening waarmee u betaald hebt.`,
    notYouWhoCancelled: 'Hebt u niet zelf geannuleerd? Antwoord dan op dit bericht.',
    mistake: 'Denkt u dat dit een vergissing is? Antwoord dan op dit bericht.',
  },
  notYou: 'Was u dit niet? Antwoord dan op dit bericht.',
  changed: {
    subject: 'Rommelmarkt: inschrijving gewijzigd',
    fields: { phone: 'telefoonnummer', comment: 'opmerking', sale: 'wat u verkoopt en uw naam op het plan' },
    text: (fields) => `Uw inschrijving is gewijzigd (${fields}), zoals u op uw pagina gevraagd hebt.`,
  },
  erasureRequested: {
    subject: 'Rommelmarkt: verzoek om uw gegevens te wissen ontvangen',
    text: 'U hebt gevraagd om uw gegevens te wissen. Een vrijwilliger van het comité bevestigt dat binnenkort; dan schrijven we u een laatste keer.',
  },
  erased: {
    subject: 'Rommelmarkt: uw gegevens zijn gewist',
    text: 'Zoals u gevraagd hebt, heeft het comité uw inschrijvingsgegevens voor de rommelmarkt gewist. Uw persoonlijke link werkt niet meer.',
    remains:
      'Alleen het bedrag en de datum van de betalingen blijven bewaard, zonder uw naam, voor de boekhouding van het comité.',
  },
  privateLinkSent: {
    subject: 'Rommelmarkt: de link naar uw inschrijving',
    text: (date, reference) => `Hier is de link naar uw inschrijving voor de rommelmarkt van ${date} (mededeling ${reference}).`,
    notAsked: 'Hebt u niets gevraagd? Negeer dan dit bericht: de link wordt alleen naar u gestuurd.',
  },
  moved: {
    subject: 'Rommelmarkt: er is een standplaats voor u vrijgekomen',
    news: (pitches) => `Goed nieuws: er is plaats vrijgekomen. U staat niet langer op de wachtlijst. ${pitches}.`,
    confirmed: (free, date) =>
      `${free ? 'U hoeft niets te betalen' : 'Uw betaling was al ontvangen'}: uw inschrijving is bevestigd. Tot ${date}!`,
    reservedOnPayment: (amount) => `Gereserveerd zodra uw betaling binnen is. ${amount}`,
  },
  reminder: {
    subject: 'Rommelmarkt: betalingsherinnering',
    partlyPaid: (received, amount, remaining, deadline) =>
      `We hebben ${received} van ${amount} ontvangen: er blijft nog ${remaining} te betalen. Is het resterende bedrag op ${deadline} niet betaald, dan wordt uw inschrijving geannuleerd (wat u al betaald hebt, krijgt u terug) en gaat haar standplaats terug naar de wachtlijst.`,
    unpaid: (deadline) =>
      `We hebben de betaling van uw inschrijving nog niet ontvangen. Is ze op ${deadline} niet betaald, dan wordt ze geannuleerd en gaat haar standplaats terug naar de wachtlijst.`,
    alreadyPaid: (workingDays) =>
      `Hebt u al betaald? Dan hoeft u alleen te wachten: de rekeninguittreksels komen enkele dagen later bij ons aan, en we annuleren geen enkele inschrijving voordat we die van de ${workingDays} ${workingDays === 1 ? 'werkdag' : 'werkdagen'} na die datum ontvangen hebben.`,
  },
  exhibitorSubject: (subject) => `Rommelmarkt: ${subject}`,
  deposit: {
    subjectReturned: 'Rommelmarkt: uw waarborg wordt terugbetaald',
    subjectKept: 'Rommelmarkt: uw waarborg',
    returned: (deposit) =>
      `Bedankt om uw standplaats proper achter te laten: het comité stort uw waarborg van ${deposit} de komende weken terug op de rekening waarmee u betaald hebt.`,
    kept: (deposit) =>
      `Uw standplaats werd niet proper achtergelaten: zoals het reglement van de rommelmarkt bepaalt, houdt het comité uw waarborg van ${deposit} in.`,
    question: 'Een vraag? Antwoord gewoon op dit bericht.',
  },
  invitation: {
    subject: (date) => `Rommelmarkt van ${date}: de inschrijvingen zijn geopend`,
    when: (date) =>
      `U had ons gevraagd u te verwittigen wanneer de volgende rommelmarkt van de wijk plaatsvindt: dat is op ${date}.`,
    deadlines: (neighborEnd, neighborPage, visitorEnd, visitorPage) =>
      `Buurtbewoners kunnen zich inschrijven tot ${neighborEnd} (${neighborPage}), bezoekers tot ${visitorEnd} (${visitorPage}), zolang er standplaatsen vrij zijn.`,
    last: (withdrawalLink) =>
      `U krijgt van ons geen ander bericht meer over deze editie. Wilt u niet meer uitgenodigd worden voor de volgende edities? Klik dan hier: ${withdrawalLink}`,
  },
};
