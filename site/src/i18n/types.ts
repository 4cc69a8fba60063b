import type { PlanTexts } from '@brocante/shared';
import type { RouteName } from './routes';

/**
 * The site's texts in one language: every text its pages, layout and islands show (the shared packages' texts aside:
 * dates, amounts, transfer lines, validation messages). fr.ts and nl.ts are both of this type, so a text missing in one
 * language is a type error. `{name}` marks a value put in (the same names in both languages: tests/i18n.test.ts).
 */

/** A count's text, chosen by Intl.PluralRules for the language: `{count}` is the number. */
export interface Plural {
  one: string;
  other: string;
}

/** The copy buttons of one transfer line: its label, what it says once copied, and when copying failed. */
interface CopyTexts {
  button: string;
  done: string;
  failed: string;
}

export interface SiteTexts {
  /** The page's frame: head, header, navigation, footer, language switcher. */
  layout: {
    description: string;
    rssTitle: string;
    rssDescription: string;
    skipLink: string;
    navigationLabel: string;
    home: string;
    news: string;
    brocante: string;
    contact: string;
    privacy: string;
    /** The link to the same page in the other language, in that language. */
    otherLanguage: string;
  };
  /** Strapi's content (posts, the committee's pages) is French for now; a Dutch page says so above it. */
  content: {
    articleOnlyInFrench: string;
    pageOnlyInFrench: string;
  };
  /** What the home, the registration pages and the plan say before the committee has announced a brocante. */
  noBrocante: {
    title: string;
    text: string;
    newsLink: string;
  };
  home: {
    title: string;
    free: string;
    atAGlance: string;
    date: string;
    pitchPrice: string;
    pitchPrices: string;
    depositPerRegistration: string;
    depositReturned: string;
    pitchesPerRegistration: string;
    atMost: string;
    freePitches: string;
    neighborDeadline: string;
    visitorDeadline: string;
    registerAsNeighbor: string;
    neighborsClosed: string;
    registerAsVisitor: string;
    visitorsClosed: string;
    planLink: string;
    latestNews: string;
    allNews: string;
  };
  news: {
    title: string;
    description: string;
    publishedOn: string;
    backToNews: string;
  };
  contact: {
    title: string;
    description: string;
    heading: string;
    email: string;
    phone: string;
  };
  contactForm: {
    sentTitle: string;
    sent: string;
    allRequired: string;
    name: string;
    email: string;
    subject: string;
    message: string;
    buttonHint: string;
    send: string;
    sending: string;
  };
  registrationPage: {
    neighborTitle: string;
    visitorTitle: string;
    description: string;
    neighborIntroduction: string;
    neighborIntroductionLink: string;
    visitorIntroduction: string;
    visitorIntroductionLink: string;
  };
  registrationForm: {
    preparingPayment: string;
    closedTitle: string;
    closedByCommittee: string;
    neighborsClosedSince: string;
    visitorsClosedSince: string;
    stillAsVisitor: string;
    stillAsVisitorLink: string;
    openNotice: string;
    price: string;
    neighborPrice: string;
    free: string;
    perPitch: string;
    deposit: string;
    freePitches: Plural;
    waitlist: string;
    requiredFields: string;
    you: string;
    firstName: string;
    lastName: string;
    email: string;
    emailDescription: string;
    phone: string;
    phoneDescription: string;
    neighborAddress: string;
    address: string;
    street: string;
    streetDescription: string;
    houseNumber: string;
    postalCode: string;
    postalCodeChoice: string;
    postalCodeFixed: string;
    city: string;
    cityFixed: string;
    selectPlaceholder: string;
    pitchCount: string;
    pitches: Plural;
    pitchCountDescription: string;
    nothingToPay: string;
    confirmedOnSending: string;
    toPay: string;
    comment: string;
    commentDescription: string;
    acceptsRules: string;
    acceptsRulesLink: string;
    acceptsPrivacy: string;
    acceptsPrivacyLink: string;
    wantsInvitation: string;
    buttonHint: string;
    submit: string;
    submitting: string;
  };
  /** After registering, and on the registrant's page: the transfer to make. */
  payment: {
    copy: string;
    amount: CopyTexts;
    iban: CopyTexts;
    structuredCommunication: CopyTexts;
    qrLabel: string;
    qrCaption: string;
    confirmed: string;
    recorded: string;
    waitlist: string;
    waitlistPosition: string;
    payNow: string;
    yourPitch: string;
    yourPitches: string;
    reservedOnPayment: string;
    reserved: string;
    transferTitle: string;
    whenAssigned: string;
    byEmail: string;
    nothingToPay: string;
  };
  /** The plan of the pitches' words (packages/shared pitch-plan.ts), handed to the islands that draw it. */
  pitchPlan: PlanTexts;
  plan: {
    title: string;
    description: string;
    introduction: string;
    neighborLink: string;
    visitorLink: string;
  };
  committeePages: {
    rulesTitle: string;
    rulesDescription: string;
    privacyTitle: string;
    privacyDescription: string;
    notPublished: string;
    notPublishedLink: string;
  };
  retention: {
    title: string;
    periods: string;
  };
  myRegistrationPage: {
    title: string;
    description: string;
    needsJavaScript: string;
    needsJavaScriptLink: string;
  };
  /** The registrant's page (its island): status, pitch, payment, changes, cancellation, their data, a lost link. */
  registrant: {
    loading: string;
    notFoundTitle: string;
    notFound: string;
    saved: string;
    cancelled: string;
    erasureAsked: string;
    statusFree: string;
    statusPaidPitch: string;
    statusPaidPitches: string;
    statusCancelled: string;
    statusWaitlist: string;
    statusPending: string;
    brocante: string;
    pitch: string;
    pitches: string;
    notYet: string;
    none: string;
    amount: string;
    free: string;
    paid: string;
    nothingYet: string;
    paidOn: string;
    paidPart: string;
    payBefore: string;
    structuredCommunication: string;
    expiry: string;
    depositReturned: string;
    depositKept: string;
    depositPending: string;
    refund: string;
    planLoading: string;
    onThePlan: string;
    cancelTitle: string;
    cancelTooLate: string;
    cancelTooLateLink: string;
    cancelMine: string;
    cancelUntil: string;
    pitchGoesOn: string;
    refunded: string;
    noWayBack: string;
    confirmCancel: string;
    keep: string;
    changeTitle: string;
    phone: string;
    comment: string;
    commentTerm: string;
    saveChanges: string;
    saving: string;
    otherChanges: string;
    lostLinkTitle: string;
    lostLinkEmail: string;
    sendLink: string;
    sending: string;
    dataFile: string;
    yourData: string;
    name: string;
    email: string;
    address: string;
    registration: string;
    registeredAs: string;
    neighbor: string;
    visitor: string;
    downloadData: string;
    erasureRequested: string;
    askErasure: string;
    erasureHint: string;
  };
  invitations: {
    title: string;
    description: string;
    explanation: string;
    withdraw: string;
    incompleteLink: string;
    sending: string;
    done: string;
    failed: string;
  };
  notFound: {
    title: string;
    text: string;
    backHome: string;
  };
  error: {
    title: string;
    heading: string;
    text: string;
  };
  /** What a failed call shows when the server gave no message of its own (ApiFailure's fallbacks). */
  /** The shared form fields' own words (packages/ui): the robots' trap, the e-mail's suggestion. */
  fields: { botTrap: string; didYouMean: string; questionMark: string };
  failure: {
    accessDenied: string;
    loadingError: string;
    nameTaken: string;
  };
}

export type ContactFormTexts = SiteTexts['contactForm'];
export type RegistrationFormTexts = SiteTexts['registrationForm'];
export type PaymentTexts = SiteTexts['payment'];
export type RegistrantTexts = SiteTexts['registrant'];
export type FailureTexts = SiteTexts['failure'];

/**
 * What an island receives of its page's catalogue: only the sections it shows, and the addresses of its language's
 * pages it links to (serialized into the page's HTML, not its JavaScript).
 */
export type IslandTexts<Section extends keyof SiteTexts> = Pick<SiteTexts, Section | 'failure'> & {
  paths: Record<RouteName, string>;
};
