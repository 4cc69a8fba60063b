import { formatDateTime } from './format.js';

/** The French messages of the API's refusals and answers (api-messages.nl.ts: the same in Dutch). */
export const API_MESSAGES = {
  neighborRegistrationClosed:
    'Les inscriptions des riverains sont clôturées. Vous pouvez encore vous inscrire comme visiteur si les inscriptions des visiteurs sont ouvertes.',
  visitorRegistrationClosed: 'Les inscriptions des visiteurs sont clôturées.',
  notFound: "Cette page ou cette donnée n'existe pas.",
  refundNotFound: "Ce remboursement n'existe pas.",
  refundAlreadyDone: 'Ce remboursement est déjà fait.',
  refundPayerMissing: (count: number) =>
    count === 1
      ? "Un remboursement n'a pas de compte à créditer (IBAN et titulaire) : indiquez-le avant d'exporter."
      : `${count} remboursements n'ont pas de compte à créditer (IBAN et titulaire) : indiquez-les avant d'exporter.`,
  registrantLinkRequested:
    "C'est noté. Si une inscription à la brocante existe à cette adresse, un e-mail part à l'instant avec son lien privé.",
  registrantCancellationClosed: (end: string) =>
    `L'annulation en ligne était possible jusqu'au ${formatDateTime(end)}. Écrivez au comité pour annuler maintenant.`,
  registrantErased: 'Ces données sont effacées.',
  erasureNotRequested: "La personne n'a pas demandé l'effacement de ses données.",
  previewExpired: "Cet aperçu a expiré ou n'existe pas : rouvrez-le depuis le panneau de Strapi.",
  forbiddenStep: (from: string, action: string) => `Action impossible pour une inscription « ${from} » : « ${action} ».`,
  alreadyPaid: 'Cette inscription est déjà payée.',
  registrationNotFound: "Cette inscription n'existe pas.",
  registrationCancelled: 'Cette inscription est annulée.',
  bankLineNotFound: "Ce mouvement bancaire n'existe pas.",
  bankLineSettled: 'Ce mouvement a déjà payé une inscription.',
  splitTotal: (parts: string, transfer: string) =>
    `Les parts font ${parts} : elles doivent faire le montant du virement, ${transfer}.`,
  splitTwice: 'Chaque inscription ne reçoit qu’une part du virement.',
  refundNotOverpayment: 'Seul un trop-perçu peut payer d’autres inscriptions.',
  statementEmpty: 'Le fichier est vide.',
  statementTooLarge: 'Le fichier est trop grand (5 Mo au plus).',
  statementImportNotFound: "Cet import de relevé n'existe pas.",
  dataObjectExpected: 'Le contenu envoyé est invalide : un objet « data » est attendu.',
  noFreePitch: "Aucun emplacement n'est libre pour le moment.",
  unknownStep: 'Action inconnue.',
  pitchTaken: 'Cet emplacement est déjà attribué à une autre inscription.',
  pitchNotFound: "Cet emplacement n'existe pas.",
  pitchHeld: 'Cet emplacement est attribué à une inscription : libérez-le avant de le supprimer.',
  noPitchOnInactive: "On ne peut pas attribuer d'emplacement à une inscription annulée.",
  tooManyRequests: 'Trop de demandes. Réessayez dans quelques minutes.',
  tooManyRequestsFor: (seconds: number) =>
    `Trop de demandes. Réessayez dans ${
      seconds < 90
        ? `${Math.max(1, Math.round(seconds))} secondes`
        : seconds < 5400
          ? `${Math.round(seconds / 60)} minutes`
          : `${Math.round(seconds / 3600)} heures`
    }.`,
  automatedSubmission: 'Votre envoi ressemble à un envoi automatique et a été refusé. Si vous êtes une personne, écrivez-nous.',
  pitchLimit: (limit: number) =>
    limit === 1
      ? 'Le comité donne un emplacement par inscription.'
      : `Le comité donne au plus ${limit} emplacements par inscription.`,
  arrivalUnpaid: "Cet exposant n'a pas encore payé : enregistrez d'abord son paiement (sur place), puis son arrivée.",
  reletTooEarly: (time: string) => `Un emplacement se reloue après la fin des arrivées (${time}) : l'exposant peut encore venir.`,
  releaseArrived: (name: string) => `L'arrivée de ${name} est enregistrée entre-temps : l'emplacement reste attribué.`,
  pitchGoneStillWaiting: (pitches: string, name: string) =>
    `${pitches} n'était plus libre (donné par un autre téléphone) et aucun autre ne l'est : ${name} reste sur la liste d'attente.`,
  pitchGoneOtherGiven: (pitches: string, name: string, given: string) =>
    `${pitches} n'était plus libre (donné par un autre téléphone) : ${name} reçoit ${given} à la place.`,
  walkInWaiting: (name: string, pitches: string) =>
    `${pitches} n'était plus libre et aucun autre ne l'est : l'inscription de ${name} est enregistrée et payée, première sur la liste d'attente.`,
  giveHolding: (pitches: string, name: string, held: string) => `${name} tient déjà ${held} : ${pitches} ne lui est pas donné.`,
  giveCancelled: (pitches: string, name: string) => `L'inscription de ${name} est annulée : ${pitches} ne lui est pas donné.`,
  pitchUnknown: (pitches: string, name: string) =>
    `${pitches} n'est pas un emplacement du plan : rien n'est enregistré pour ${name}.`,
  walkInNotOpen: (pitches: string, name: string) =>
    `Cette édition n'est pas ouverte : ${pitches} n'est pas donné à ${name}, rien n'est enregistré ni compté dans la caisse.`,
  depositNotHeld: "Cette inscription n'a pas de caution à rendre ou à garder.",
  depositDecided: 'La caution de cette inscription est déjà rendue ou gardée.',
  depositBeforeBrocante: 'Les cautions se rendent ou se gardent après le jour de la brocante.',
  pitchCountMismatch: (count: number) =>
    `Cette inscription demande ${count} emplacement${count > 1 ? 's' : ''} : choisissez-en autant.`,
  householdLimit: (limit: number) =>
    `Ce foyer (même rue et même numéro) a déjà ${limit} inscription${limit > 1 ? 's' : ''} pour cette brocante : c'est le maximum fixé par le comité.`,
  configurationMissing: "La brocante n'est pas encore configurée.",
  editionNotFound: "Cette édition de la brocante n'existe pas.",
  editionExists: 'Une édition existe déjà à cette date.',
  editionArchived: 'Cette édition est archivée : elle ne se modifie plus.',
  editionSettled:
    "Cette édition est clôturée : seuls les remboursements, les cautions et les paiements reçus en retard s'y traitent encore.",
  editionStateChange: (from: string, to: string) => `Une édition « ${from} » ne peut pas passer à « ${to} ».`,
  invitationsNeedOpenEdition: "Les invitations partent pour une édition ouverte : ouvrez-la d'abord.",
  openWithoutPitches:
    "Aucun emplacement n'est tracé : toutes les inscriptions de cette édition iront sur la liste d'attente. Ouvrir quand même ?",
  accountMissing: "Le compte du comité n'est pas encore réglé : indiquez-le avant d'ouvrir une édition.",
  registrationNotOpen: 'Les inscriptions à la brocante ne sont pas ouvertes.',
  lastCoordinator:
    'Il faut au moins une personne active à la coordination : nommez-en une autre avant de changer ou de désactiver ce compte.',
  teamMemberNotFound: "Ce compte n'existe pas.",
  unknownRole: 'Rôle inconnu : coordination, tresorerie, inscriptions ou accueil.',
  invitationInvalid:
    "Ce lien d'invitation n'est plus valable : il a déjà servi, il a expiré ou il a été retiré. Demandez une nouvelle invitation à la coordination du comité.",
  invitationNotFound: "Cette invitation n'existe plus.",
  accountExists: "Un compte existe déjà pour cette adresse : changez son rôle dans la liste de l'équipe.",
  passwordResetSent:
    "C'est noté. Si un compte de bénévole existe à cette adresse, un e-mail part à l'instant avec un lien valable une heure.",
  passwordResetInvalid:
    "Ce lien n'est plus valable : il a déjà servi ou il a expiré (une heure). Demandez un nouveau lien depuis la page de connexion.",
  passwordChanged: 'Votre mot de passe est changé : connectez-vous avec lui. Vos autres sessions sont fermées.',
  editorRoleFixed: "Un éditeur du panneau garde ce rôle : désactivez son compte s'il ne doit plus écrire.",
  roleForbids: "Votre rôle dans l'équipe ne permet pas cette action : demandez-la à la coordination du comité.",
  sessionEnded: 'Votre session est terminée : reconnectez-vous.',
  pairingInvalid:
    "Ce code n'est plus valable : il a déjà servi ou il a expiré. Demandez à la coordination d'afficher un nouveau code sur son écran.",
  phoneRevoked:
    "Ce téléphone a été retiré de l'accueil par la coordination : ce que vous venez de faire n'est pas enregistré, la coordination le voit sur son écran.",
  helperDayOver: "L'accueil de cette brocante est terminé : ce téléphone n'y a plus accès.",
  helperPhoneNotFound: "Ce téléphone n'est pas (ou plus) associé à l'accueil.",
  secondFactorRequired:
    'Votre compte est protégé par une double authentification : tapez le code à 6 chiffres de votre application, ou un de vos codes de secours.',
  secondFactorWrong:
    "Ce code n'est pas le bon, ou il a déjà servi : tapez le code affiché maintenant par votre application, ou un code de secours pas encore utilisé.",
  secondFactorNotStarted: "Commencez par afficher le code QR : la double authentification n'est pas en cours d'activation.",
  secondFactorOwed:
    'Le comité demande une double authentification pour votre rôle : mettez-la en place dans « Mon compte » avant de continuer.',
  notJson: "Le contenu envoyé n'est pas du JSON valide.",
  jsonOnly: 'Le contenu doit être envoyé en JSON (type application/json).',
  tooLarge: 'Le contenu envoyé est trop volumineux.',
  tooDeep: 'Le contenu envoyé est trop imbriqué.',
  forbiddenCharacters: 'Le contenu envoyé contient des caractères non autorisés.',
  invalidQuery: "L'adresse demandée contient un paramètre invalide.",
  methodNotAllowed: "Cette action n'est pas permise ici.",
  insuranceCertificateType:
    "Ce fichier n'est ni un PDF ni une image JPEG ou PNG : déposez l'attestation d'assurance dans un de ces formats.",
  insuranceCertificateTooLarge: (megabytes: number) =>
    `Ce fichier dépasse ${megabytes} Mo : déposez une version plus légère de l'attestation (un PDF, ou une photo réduite).`,
  insuranceCertificateUnreadable:
    "Ce fichier ne se lit pas (abîmé, ou PDF protégé par un mot de passe) : enregistrez-le à nouveau, ou déposez une photo de l'attestation.",
  insuranceCertificateMissing: "Aucune attestation d'assurance n'a été déposée pour cette édition.",
} as const;
