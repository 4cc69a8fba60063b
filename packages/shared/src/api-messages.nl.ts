import type { API_MESSAGES } from './api-messages.js';
import type { Translation } from './message-codes.js';
import { formatDateTime } from './format.js';

const plural = new Intl.PluralRules('nl-BE');
const isOne = (count: number) => plural.select(count) === 'one';

/** The Dutch messages of the API's refusals and answers: API_MESSAGES's keys, in Belgian Dutch. */
export const API_MESSAGES_NL: Translation<typeof API_MESSAGES> = {
  neighborRegistrationClosed:
    'De inschrijvingen voor buurtbewoners zijn afgesloten. U kunt zich nog als bezoeker inschrijven als de inschrijvingen voor bezoekers open zijn.',
  visitorRegistrationClosed: 'De inschrijvingen voor bezoekers zijn afgesloten.',
  notFound: 'Deze pagina of dit gegeven bestaat niet.',
  refundNotFound: 'Deze terugbetaling bestaat niet.',
  refundAlreadyDone: 'Deze terugbetaling is al gebeurd.',
  refundPayerMissing: (count: number) =>
    isOne(count)
      ? 'Eén terugbetaling heeft geen rekening om te crediteren (IBAN en houder): vul die in voor u exporteert.'
      : `${count} terugbetalingen hebben geen rekening om te crediteren (IBAN en houder): vul die in voor u exporteert.`,
  registrantLinkRequested:
    'Genoteerd. Als er op dit adres een inschrijving voor de rommelmarkt bestaat, vertrekt er meteen een e-mail met de persoonlijke link.',
  registrantCancellationClosed: (end: string) =>
    `Online annuleren kon tot ${formatDateTime(end, 'nl')}. Schrijf naar het comité om nu te annuleren.`,
  registrantErased: 'Deze gegevens zijn gewist.',
  erasureNotRequested: 'Deze persoon heeft niet gevraagd om de gegevens te wissen.',
  previewExpired: 'Deze voorvertoning is verlopen of bestaat niet: open ze opnieuw vanuit het paneel van Strapi.',
  forbiddenStep: (from: string, action: string) => `Onmogelijke actie voor een inschrijving „${from}”: „${action}”.`,
  alreadyPaid: 'Deze inschrijving is al betaald.',
  registrationNotFound: 'Deze inschrijving bestaat niet.',
  registrationCancelled: 'Deze inschrijving is geannuleerd.',
  bankLineNotFound: 'Deze bankverrichting bestaat niet.',
  bankLineSettled: 'Deze verrichting heeft al een inschrijving betaald.',
  splitTotal: (parts: string, transfer: string) =>
    `De delen samen maken ${parts}: ze moeten het bedrag van de overschrijving maken, ${transfer}.`,
  splitTwice: 'Elke inschrijving krijgt maar één deel van de overschrijving.',
  refundNotOverpayment: 'Enkel een te veel betaald bedrag kan andere inschrijvingen betalen.',
  statementEmpty: 'Het bestand is leeg.',
  statementTooLarge: 'Het bestand is te groot (hoogstens 5 MB).',
  statementImportNotFound: 'Deze import van een rekeninguittreksel bestaat niet.',
  dataObjectExpected: 'De verzonden inhoud is ongeldig: er wordt een object „data” verwacht.',
  noFreePitch: 'Er is op dit moment geen standplaats vrij.',
  unknownStep: 'Onbekende actie.',
  pitchTaken: 'Deze standplaats is al aan een andere inschrijving toegewezen.',
  pitchNotFound: 'Deze standplaats bestaat niet.',
  pitchHeld: 'Deze standplaats is aan een inschrijving toegewezen: maak ze vrij voor u ze verwijdert.',
  noPitchOnInactive: 'Aan een geannuleerde inschrijving kan geen standplaats worden toegewezen.',
  tooManyRequests: 'Te veel aanvragen. Probeer het over enkele minuten opnieuw.',
  tooManyRequestsFor: (seconds: number) => {
    const [amount, one, other] =
      seconds < 90
        ? [Math.max(1, Math.round(seconds)), 'seconde', 'seconden']
        : seconds < 5400
          ? [Math.round(seconds / 60), 'minuut', 'minuten']
          : [Math.round(seconds / 3600), 'uur', 'uur'];
    return `Te veel aanvragen. Probeer het over ${amount} ${isOne(amount) ? one : other} opnieuw.`;
  },
  automatedSubmission: 'Uw inzending lijkt automatisch verstuurd en werd geweigerd. Bent u een persoon, schrijf ons dan.',
  pitchLimit: (limit: number) =>
    isOne(limit)
      ? 'Het comité geeft één standplaats per inschrijving.'
      : `Het comité geeft hoogstens ${limit} standplaatsen per inschrijving.`,
  arrivalUnpaid: 'Deze standhouder heeft nog niet betaald: registreer eerst de betaling (ter plaatse), dan de aankomst.',
  reletTooEarly: (time: string) =>
    `Een standplaats wordt opnieuw verhuurd na het einde van de aankomsten (${time}): de standhouder kan nog komen.`,
  releaseArrived: (name: string) => `${name} is intussen aangekomen: de standplaats blijft toegewezen.`,
  pitchGoneStillWaiting: (pitches: string, name: string) =>
    `${pitches} was niet meer vrij (gegeven door een andere telefoon) en geen andere is het: ${name} blijft op de wachtlijst.`,
  pitchGoneOtherGiven: (pitches: string, name: string, given: string) =>
    `${pitches} was niet meer vrij (gegeven door een andere telefoon): ${name} krijgt ${given} in de plaats.`,
  walkInWaiting: (name: string, pitches: string) =>
    `${pitches} was niet meer vrij en geen andere is het: ${name} is ingeschreven en heeft betaald, als eerste op de wachtlijst.`,
  giveHolding: (pitches: string, name: string, held: string) => `${name} heeft al ${held}: ${pitches} wordt niet gegeven.`,
  giveCancelled: (pitches: string, name: string) => `De inschrijving van ${name} is geannuleerd: ${pitches} wordt niet gegeven.`,
  pitchUnknown: (pitches: string, name: string) =>
    `${pitches} is geen standplaats van het plan: er wordt niets geregistreerd voor ${name}.`,
  walkInNotOpen: (pitches: string, name: string) =>
    `Deze editie is niet open: ${pitches} wordt niet aan ${name} gegeven, er wordt niets geregistreerd of in de kas geteld.`,
  depositNotHeld: 'Deze inschrijving heeft geen waarborg om terug te geven of te houden.',
  depositDecided: 'De waarborg van deze inschrijving is al teruggegeven of gehouden.',
  depositBeforeBrocante: 'Waarborgen worden na de dag van de rommelmarkt teruggegeven of gehouden.',
  pitchCountMismatch: (count: number) =>
    `Deze inschrijving vraagt ${count} ${isOne(count) ? 'standplaats' : 'standplaatsen'}: kies er evenveel.`,
  householdLimit: (limit: number) =>
    `Dit gezin (zelfde straat en zelfde huisnummer) heeft al ${limit} ${isOne(limit) ? 'inschrijving' : 'inschrijvingen'} voor deze rommelmarkt: dat is het maximum dat het comité heeft vastgelegd.`,
  configurationMissing: 'De rommelmarkt is nog niet ingesteld.',
  editionNotFound: 'Deze editie van de rommelmarkt bestaat niet.',
  editionExists: 'Er bestaat al een editie op deze datum.',
  editionArchived: 'Deze editie is gearchiveerd: ze wordt niet meer gewijzigd.',
  editionSettled:
    'Deze editie is afgesloten: enkel terugbetalingen, waarborgen en laattijdig ontvangen betalingen worden er nog behandeld.',
  editionStateChange: (from: string, to: string) => `Een editie „${from}” kan niet naar „${to}” gaan.`,
  invitationsNeedOpenEdition: 'Uitnodigingen vertrekken voor een open editie: open ze eerst.',
  openWithoutPitches:
    'Er is geen standplaats uitgetekend: alle inschrijvingen voor deze editie komen op de wachtlijst. Toch openen?',
  accountMissing: 'De rekening van het comité is nog niet ingesteld: vul ze in voor u een editie opent.',
  registrationNotOpen: 'De inschrijvingen voor de rommelmarkt zijn niet open.',
  lastCoordinator:
    'Er moet minstens één actieve persoon in de coördinatie zijn: duid eerst iemand anders aan voor u dit account wijzigt of uitschakelt.',
  teamMemberNotFound: 'Dit account bestaat niet.',
  unknownRole: 'Onbekende rol: coordination, tresorerie, inscriptions of accueil.',
  invitationInvalid:
    'Deze uitnodigingslink is niet meer geldig: hij werd al gebruikt, is verlopen of werd ingetrokken. Vraag een nieuwe uitnodiging aan de coördinatie van het comité.',
  invitationNotFound: 'Deze uitnodiging bestaat niet meer.',
  accountExists: 'Er bestaat al een account voor dit adres: wijzig de rol ervan in de lijst van het team.',
  passwordResetSent:
    'Genoteerd. Als er een vrijwilligersaccount bestaat op dit adres, vertrekt er nu een e-mail met een link die een uur geldig is.',
  passwordResetInvalid:
    'Deze link is niet meer geldig: hij werd al gebruikt of is verlopen (een uur). Vraag een nieuwe link aan op de aanmeldpagina.',
  passwordChanged: 'Uw wachtwoord is gewijzigd: meld u ermee aan. Uw andere sessies zijn afgesloten.',
  editorRoleFixed: 'Een redacteur van het paneel behoudt deze rol: schakel het account uit als hij niet meer mag schrijven.',
  roleForbids: 'Uw rol in het team laat deze handeling niet toe: vraag het aan de coördinatie van het comité.',
  sessionEnded: 'Uw sessie is afgelopen: meld u opnieuw aan.',
  pairingInvalid:
    'Deze code is niet meer geldig: hij werd al gebruikt of is verlopen. Vraag de coördinatie om een nieuwe code op haar scherm te tonen.',
  phoneRevoked:
    'Deze telefoon werd door de coördinatie van het onthaal gehaald: wat u net deed, is niet geregistreerd; de coördinatie ziet het op haar scherm.',
  helperDayOver: 'Het onthaal van deze rommelmarkt is afgelopen: deze telefoon heeft er geen toegang meer toe.',
  helperPhoneNotFound: 'Deze telefoon is niet (meer) aan het onthaal gekoppeld.',
  secondFactorRequired:
    'Uw account is beschermd met tweestapsverificatie: typ de code van 6 cijfers uit uw app, of een van uw herstelcodes.',
  secondFactorWrong:
    'Deze code klopt niet of werd al gebruikt: typ de code die uw app nu toont, of een herstelcode die u nog niet gebruikte.',
  secondFactorNotStarted: 'Toon eerst de QR-code: de tweestapsverificatie wordt niet geactiveerd.',
  secondFactorOwed: 'Het comité vraagt tweestapsverificatie voor uw rol: stel ze in onder „Mijn account” voor u verdergaat.',
  notJson: 'De verzonden inhoud is geen geldige JSON.',
  jsonOnly: 'De inhoud moet in JSON worden verzonden (type application/json).',
  tooLarge: 'De verzonden inhoud is te groot.',
  tooDeep: 'De verzonden inhoud is te diep genest.',
  forbiddenCharacters: 'De verzonden inhoud bevat niet-toegelaten tekens.',
  invalidQuery: 'Het gevraagde adres bevat een ongeldige parameter.',
  methodNotAllowed: 'Deze actie is hier niet toegelaten.',
  insuranceCertificateType:
    'Dit bestand is geen PDF en geen JPEG- of PNG-afbeelding: laad het verzekeringsattest in een van die formaten op.',
  insuranceCertificateTooLarge: (megabytes: number) =>
    `Dit bestand is groter dan ${megabytes} MB: laad een lichtere versie van het attest op (een PDF, of een verkleinde foto).`,
  insuranceCertificateUnreadable:
    'Dit bestand is niet leesbaar (beschadigd, of een PDF beveiligd met een wachtwoord): sla het opnieuw op, of laad een foto van het attest op.',
  insuranceCertificateMissing: 'Er is geen verzekeringsattest opgeladen voor deze editie.',
};
