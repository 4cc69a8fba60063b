import { errors } from './errors/nl';
import { frame } from './frame/nl';
import { homeNewsContact } from './home-news-contact/nl';
import { registrant } from './registrant/nl';
import { registration } from './registration/nl';
import type { SiteTexts } from './types';

/** The site's texts in Dutch, as a Brussels Dutch speaker reads them (Belgian Dutch, formal „u”); by part of the site. */
export const nl: SiteTexts = { ...frame, ...homeNewsContact, ...registration, ...registrant, ...errors };
