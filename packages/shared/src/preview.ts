import type { Language } from './language.js';
/**
 * The preview of a draft: Strapi's panel frames the site's /apercu/ page, whose fragment holds a
 * signed, short-lived token; the page trades it for the draft (POST /api/previews) and shows it
 * with the site's own layout, without publishing anything.
 */
export const PREVIEW_PATH = '/apercu/';

/** The site's pages a draft can be previewed as. */
export type PreviewedPage = 'actualite' | 'reglement' | 'vie-privee';

export interface DraftPreview {
  page: PreviewedPage;
  /** The language the draft is written in: the site shows it as such (lang). */
  language: Language;
  title: string;
  excerpt: string | null;
  /** Markdown, as editors write it. */
  body: string;
  cover: { url: string; width: number; height: number; alt: string } | null;
}
