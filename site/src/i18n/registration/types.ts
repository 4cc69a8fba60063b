import type { PlanTexts } from '@brocante/shared';
import type { Plural } from '../plural';

/** The copy buttons of one transfer line: its label, what it says once copied, and when copying failed. */
interface CopyTexts {
  button: string;
  done: string;
  failed: string;
}

/**
 * Registering: the registration pages and their form, the transfer to make, the plan of the pitches, the rules and
 * privacy pages the form links to.
 */
export interface RegistrationSections {
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
  /** What an exhibitor will sell (sale-categories.ts): the form's fieldset, and its own form on the registrant's page. */
  saleChoice: {
    legend: string;
    hint: string;
    nameOnPlan: string;
    nameOnPlanDescription: string;
    title: string;
    save: string;
    saving: string;
    saved: string;
  };
  /** Beside the public plan: what is sold on each taken pitch, filtered by category. */
  salePlan: {
    filterLegend: string;
    filterHint: string;
    listTitle: string;
    columns: { pitch: string; street: string; categories: string };
    /** before the exhibitor's name, when they asked for it: « tenu par » Zoé L. */
    heldBy: string;
    shown: Plural;
    none: string;
    nothingSaid: string;
  };
}
