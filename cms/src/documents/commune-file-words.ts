import type { Language } from '@brocante/shared';

/** What the commune's file says, in the language the committee files it in (Brussels' communes read both). */
export interface CommuneFileWords {
  title: string;
  /** « Brocante du {date} » */
  brocanteOf: string;
  organiser: string;
  onTheDay: string;
  hours: string;
  /** « Installation des exposants de {from} à {until} » */
  installation: string;
  /** « Rues fermées à la circulation de {from} à {until} », or not said yet */
  closure: string;
  closureUnknown: string;
  streets: string;
  street: string;
  pitches: string;
  meters: string;
  figures: string;
  pitchesTotal: string;
  pitchesHeld: string;
  exhibitors: string;
  neighbors: string;
  visitors: string;
  /** « À déposer au plus tard le {date} ({days} jours ouvrables avant la brocante) » */
  deadline: string;
  /** The lanes kept free for the emergency services: a heading, each lane, none marked, and its label on the plan. */
  lanes: string;
  /** « {street} : après {pitch}, {metres} m » */
  lane: string;
  noLane: string;
  laneLabel: string;
  plan: string;
  /** « Échelle 1:200 (1 cm = 2 m) » */
  scale: string;
  /** « de {start} à {end} m » along the street */
  stretch: string;
  oddSide: string;
  evenSide: string;
  /** « n° {number} » */
  houseNumber: string;
  /** The organiser's liability insurance: « … : jointe ({name}) », or still to be joined. */
  insuranceJoined: string;
  insuranceMissing: string;
  /** « page {page} » of a street drawn on several pages */
  continued: string;
  generated: string;
}

export const COMMUNE_FILE_WORDS: Record<Language, CommuneFileWords> = {
  fr: {
    title: 'Dossier pour la commune',
    brocanteOf: 'Brocante du {date}',
    organiser: 'Organisateur',
    onTheDay: 'Contact le jour même',
    hours: 'Horaires',
    installation: 'Installation des exposants de {from} à {until}',
    closure: 'Rues fermées à la circulation de {from} à {until}',
    closureUnknown: 'Fermeture des rues à la circulation : heures encore à fixer.',
    streets: 'Rues occupées',
    street: 'Rue',
    pitches: 'Emplacements',
    meters: 'Mètres',
    figures: 'Chiffres',
    pitchesTotal: 'Emplacements tracés',
    pitchesHeld: 'Emplacements attribués',
    exhibitors: 'Exposants inscrits',
    neighbors: 'Riverains',
    visitors: 'Visiteurs',
    deadline: 'À déposer au plus tard le {date} ({days} jours ouvrables avant la brocante).',
    lanes: 'Passages libres pour les secours',
    lane: '{street} : après {pitch}, {metres} m',
    noLane: "Aucun passage libre n'est marqué sur le plan.",
    laneLabel: 'passage libre',
    plan: "Plan d'implantation",
    scale: 'Échelle 1:200 (1 cm = 2 m)',
    stretch: 'de {start} à {end} m',
    oddSide: 'côté impair',
    evenSide: 'côté pair',
    houseNumber: 'n° {number}',
    insuranceJoined: "Attestation d'assurance en responsabilité civile : jointe ({name})",
    insuranceMissing: "Attestation d'assurance en responsabilité civile : à joindre (aucune attestation n'a été déposée)",
    continued: 'suite',
    generated: 'Établi le {date}',
  },
  nl: {
    title: 'Dossier voor de gemeente',
    brocanteOf: 'Rommelmarkt van {date}',
    organiser: 'Organisator',
    onTheDay: 'Contact op de dag zelf',
    hours: 'Uren',
    installation: 'Opstelling van de standhouders van {from} tot {until}',
    closure: 'Straten afgesloten voor het verkeer van {from} tot {until}',
    closureUnknown: 'Afsluiting van de straten voor het verkeer: uren nog te bepalen.',
    streets: 'Ingenomen straten',
    street: 'Straat',
    pitches: 'Standplaatsen',
    meters: 'Meter',
    figures: 'Cijfers',
    pitchesTotal: 'Uitgetekende standplaatsen',
    pitchesHeld: 'Toegewezen standplaatsen',
    exhibitors: 'Ingeschreven standhouders',
    neighbors: 'Buurtbewoners',
    visitors: 'Bezoekers',
    deadline: 'In te dienen uiterlijk op {date} ({days} werkdagen voor de rommelmarkt).',
    lanes: 'Vrije doorgangen voor de hulpdiensten',
    lane: '{street}: na {pitch}, {metres} m',
    noLane: 'Er is geen vrije doorgang aangeduid op het plan.',
    laneLabel: 'vrije doorgang',
    plan: 'Inplantingsplan',
    scale: 'Schaal 1:200 (1 cm = 2 m)',
    stretch: 'van {start} tot {end} m',
    oddSide: 'oneven kant',
    evenSide: 'even kant',
    houseNumber: 'nr. {number}',
    insuranceJoined: 'Verzekeringsattest burgerlijke aansprakelijkheid: bijgevoegd ({name})',
    insuranceMissing: 'Verzekeringsattest burgerlijke aansprakelijkheid: nog bij te voegen (er is geen attest opgeladen)',
    continued: 'vervolg',
    generated: 'Opgesteld op {date}',
  },
};
