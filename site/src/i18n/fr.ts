import { errors } from './errors/fr';
import { frame } from './frame/fr';
import { homeNewsContact } from './home-news-contact/fr';
import { registrant } from './registrant/fr';
import { registration } from './registration/fr';
import type { SiteTexts } from './types';

/** The site's texts in French (Belgium): the specification's and today's texts, word for word; by part of the site. */
export const fr: SiteTexts = { ...frame, ...homeNewsContact, ...registration, ...registrant, ...errors };
