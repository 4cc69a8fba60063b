import { countOf } from '@brocante/shared';
import type { EmailWords } from './email-words';

/** The e-mails' words in French: the specification's texts, exactly. */
export const fr: EmailWords = {
  greeting: (firstName) => `Bonjour ${firstName},`,
  greetingWithoutName: 'Bonjour,',
  privateLink: (link) =>
    `Votre inscription en ligne (la voir, payer, corriger votre téléphone, annuler) : ${link}\nCe lien est personnel : ne le transférez pas.`,
  pitches: (label, count) => `${count > 1 ? 'Vos emplacements' : 'Votre emplacement'} : ${label}`,
  amount: (breakdown) => `Montant : ${breakdown}.`,
  depositBack: (deposit) =>
    ` La caution de ${deposit} vous est rendue par virement après la brocante si votre emplacement est laissé propre.`,
  transferLine: (label, value) => `${label} : ${value}`,
  payByTransfer: (lines) => `Paiement par virement :\n${lines}`,
  transferQr: { alt: 'Code QR de virement à scanner avec votre application bancaire', filename: 'virement-brocante.png' },
  hour: (hours, minutes) => `${hours} h${minutes === '00' ? '' : ` ${minutes}`}`,
  pass: {
    qr: { alt: 'Code QR du laissez-passer, à montrer à votre arrivée', filename: 'laissez-passer.png' },
    arrival: (from, until) => ` entre ${from} et ${until}`,
    arrivalEnd: "l'heure d'arrivée",
    text: (date, arrival, pitches, reference, until) =>
      `Votre laissez-passer : le ${date}, installez-vous${arrival}. ${pitches}. À votre arrivée, montrez le code QR ci-dessous (ou donnez votre communication ${reference}) : un bénévole vous accueille. Après ${until}, un emplacement vide peut être reloué.`,
  },
  received: {
    subject: 'Brocante : inscription reçue',
    subjectConfirmed: 'Brocante : inscription confirmée',
    waiting: (position) =>
      `Pas assez d'emplacements libres : vous êtes n° ${position} sur la liste d'attente. Nous vous écrirons dès qu'un emplacement se libère.`,
    nothingToPay: (date) => `Nous avons bien reçu votre inscription à la brocante du ${date}. Il n'y a rien à payer.`,
    intro: (date) => `Nous avons bien reçu votre inscription à la brocante du ${date}.`,
    reservedOnPayment: (pitches) => `${pitches}, réservé pour vous dès réception de votre paiement.`,
    communicationHint:
      "Indiquez bien la communication structurée : c'est elle qui relie votre paiement à votre inscription. Vous pouvez aussi scanner le code QR ci-dessous avec votre application bancaire.",
  },
  partlyPaid: {
    subject: 'Brocante : paiement incomplet',
    received: (transfer, reference, remaining, amount) =>
      `Nous avons bien reçu ${transfer} (communication ${reference}) : il reste ${remaining} à payer sur ${amount}.`,
    restTransfer: (lines) => `Virement du reste :\n${lines}`,
    communicationHint:
      'Indiquez la même communication structurée. Vous pouvez aussi scanner le code QR ci-dessous avec votre application bancaire.',
  },
  paid: {
    subject: 'Brocante : paiement reçu',
    received: (amount, reference) => `Nous avons bien reçu votre paiement de ${amount} (communication ${reference}).`,
    confirmed: (pass) => `C'est confirmé. ${pass}`,
    stillWaiting: (date) =>
      `Vous restez sur la liste d'attente, en tête de file : le prochain emplacement libéré vous revient, et nous vous l'écrirons. Si aucun ne se libère avant le ${date}, le comité vous rembourse.`,
    pitchLater: (date) => `Votre emplacement vous sera communiqué avant le ${date}.`,
  },
  cancelled: {
    subject: 'Brocante : inscription annulée',
    reasons: {
      unpaid: (reference) =>
        `Nous n'avons pas reçu le paiement de votre inscription (communication ${reference}) dans le délai prévu : elle est annulée et son emplacement est rendu à la liste d'attente.`,
      staff: (reference) => `Votre inscription à la brocante (communication ${reference}) est annulée.`,
      registrant: (reference) =>
        `Vous avez annulé votre inscription à la brocante (communication ${reference}) : c'est fait, et votre emplacement revient à la liste d'attente.`,
      'no-show': (reference) =>
        `Votre arrivée n'était pas enregistrée à la fin de l'installation : comme le prévoit le règlement, votre emplacement (communication ${reference}) a été reloué sur place.`,
    },
    refund: (amount) =>
      `Vous aviez payé ${amount} : le comité vous rembourse par virement sur le compte qui a payé, dans les prochaines semaines.`,
    notYouWhoCancelled: "Si ce n'est pas vous qui avez annulé, répondez à ce message.",
    mistake: "Si vous pensez qu'il s'agit d'une erreur, répondez à ce message.",
  },
  notYou: "Si ce n'est pas vous, répondez à ce message.",
  changed: {
    subject: 'Brocante : inscription modifiée',
    fields: { phone: 'téléphone', comment: 'commentaire', sale: 'ce que vous vendez et votre nom sur le plan' },
    text: (fields) => `Votre inscription est modifiée (${fields}), comme vous l'avez demandé sur votre page.`,
  },
  erasureRequested: {
    subject: 'Brocante : demande d’effacement reçue',
    text: "Vous avez demandé l'effacement de vos données. Un bénévole du comité le confirme sous peu ; nous vous écrirons alors une dernière fois.",
  },
  erased: {
    subject: 'Brocante : vos données sont effacées',
    text: "Comme vous l'avez demandé, le comité a effacé vos données d'inscription à la brocante. Votre lien privé ne fonctionne plus.",
    remains: 'Seuls restent, sans votre nom, le montant et la date des paiements, pour les comptes du comité.',
  },
  privateLinkSent: {
    subject: 'Brocante : le lien de votre inscription',
    text: (date, reference) => `Voici le lien de votre inscription à la brocante du ${date} (communication ${reference}).`,
    notAsked: "Si vous n'avez rien demandé, ignorez ce message : le lien n'est envoyé qu'à vous.",
  },
  moved: {
    subject: "Brocante : un emplacement s'est libéré pour vous",
    news: (pitches) => `Bonne nouvelle : de la place s'est libérée. Vous quittez la liste d'attente. ${pitches}.`,
    confirmed: (free, date) =>
      `${free ? "Il n'y a rien à payer" : 'Votre paiement était déjà reçu'} : c'est confirmé. Rendez-vous le ${date} !`,
    reservedOnPayment: (amount) => `Réservé dès réception de votre paiement. ${amount}`,
  },
  reminder: {
    subject: 'Brocante : rappel de paiement',
    partlyPaid: (received, amount, remaining, deadline) =>
      `Nous avons reçu ${received} sur ${amount} : il reste ${remaining} à payer. Sans paiement du reste le ${deadline}, votre inscription sera annulée (ce que vous avez payé vous sera remboursé) et son emplacement rendu à la liste d'attente.`,
    unpaid: (deadline) =>
      `Nous n'avons pas encore reçu le paiement de votre inscription. Sans paiement le ${deadline}, elle sera annulée et son emplacement rendu à la liste d'attente.`,
    alreadyPaid: (workingDays) =>
      `Si vous avez déjà payé, il suffit d'attendre : les extraits de compte nous arrivent avec quelques jours de retard, et nous n'annulons aucune inscription avant d'avoir reçu ceux des ${countOf(workingDays, 'jour ouvrable', 'jours ouvrables')} qui suivent cette date.`,
  },
  exhibitorSubject: (subject) => `Brocante : ${subject}`,
  deposit: {
    subjectReturned: 'Brocante : votre caution vous est rendue',
    subjectKept: 'Brocante : votre caution',
    returned: (deposit) =>
      `Merci d'avoir laissé votre emplacement propre : le comité vous rend votre caution de ${deposit} par virement sur le compte qui a payé, dans les prochaines semaines.`,
    kept: (deposit) =>
      `Votre emplacement n'a pas été laissé propre : comme le prévoit le règlement de la brocante, le comité garde votre caution de ${deposit}.`,
    question: 'Une question ? Répondez à ce message.',
  },
  invitation: {
    subject: (date) => `Brocante du ${date} : les inscriptions sont ouvertes`,
    when: (date) => `Vous nous aviez demandé de vous prévenir de la prochaine brocante du quartier : elle aura lieu le ${date}.`,
    deadlines: (neighborEnd, neighborPage, visitorEnd, visitorPage) =>
      `Les riverains s'inscrivent jusqu'au ${neighborEnd} (${neighborPage}), les visiteurs jusqu'au ${visitorEnd} (${visitorPage}), tant qu'il reste des emplacements.`,
    last: (withdrawalLink) =>
      `Vous ne recevrez pas d'autre message de notre part pour cette édition. Pour ne plus recevoir d'invitation aux prochaines : ${withdrawalLink}`,
  },
};
