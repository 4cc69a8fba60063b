import type { ErrorSections } from './errors/types';
import type { FrameSections } from './frame/types';
import type { HomeNewsContactSections } from './home-news-contact/types';
import type { RegistrantSections } from './registrant/types';
import type { RegistrationSections } from './registration/types';
import type { RouteName } from './routes';

export type { Plural } from './plural';

/**
 * The site's texts in one language: every text its pages, layout and islands show (the shared packages' texts aside:
 * dates, amounts, transfer lines, validation messages). fr.ts and nl.ts are both of this type, so a text missing in one
 * language is a type error. `{name}` marks a value put in (the same names in both languages: tests/i18n.test.ts).
 * Its sections come by part of the site, each part a folder beside this file with its types, its French and its Dutch:
 * the frame, the home, news and contact pages, the registration, the registrant's pages, the errors.
 */
export interface SiteTexts
  extends FrameSections, HomeNewsContactSections, RegistrationSections, RegistrantSections, ErrorSections {}

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
