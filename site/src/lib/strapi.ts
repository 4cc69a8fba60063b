import type { BrocanteConfiguration, Language, PlanPitch, PublicPricing, StoredQuarter } from '@brocante/shared';

/** Strapi as the build sees it (STRAPI_URL); browsers call the same API through /api on the site's origin. */
export const STRAPI_URL = (import.meta.env.STRAPI_URL ?? process.env.STRAPI_URL ?? 'http://localhost:1337').replace(/\/$/, '');

/** Strapi's answer to `path`; null for a 404 when `missing` allows it (a page not published). */
async function getJson<T>(path: string, { missing }: { missing: 'fails' | 'is-null' } = { missing: 'fails' }): Promise<T> {
  const response = await fetch(`${STRAPI_URL}${path}`, { headers: { accept: 'application/json' } });
  if (response.status === 404 && missing === 'is-null') return null as T;
  if (!response.ok) throw new Error(`Strapi ${path}: ${response.status} ${response.statusText}`);
  return (await response.json()) as T;
}

/** Strapi's fingerprint of the content the site is built from (GET /api/site-stamp), written beside the pages. */
export async function siteStamp(): Promise<string> {
  return (await getJson<{ data: { stamp: string } }>('/api/site-stamp')).data.stamp;
}

export interface StrapiPost {
  documentId: string;
  title: string;
  slug: string;
  excerpt: string;
  body: string;
  publishedAt: string;
  updatedAt: string;
  coverAlt: string | null;
  cover: { url: string; width: number; height: number; alternativeText: string | null } | null;
}

/** Every published post in a language (French: every post; Dutch: those editors translated), page after page. */
export async function fetchAllPosts(language: Language = 'fr'): Promise<StrapiPost[]> {
  const posts: StrapiPost[] = [];
  for (let page = 1; ; page += 1) {
    const { data, meta } = await getJson<{ data: StrapiPost[]; meta: { pagination: { pageCount: number } } }>(
      `/api/posts?populate=cover&sort=publishedAt:desc&pagination[page]=${page}&pagination[pageSize]=100&locale=${language}`,
    );
    posts.push(...data);
    if (page >= meta.pagination.pageCount) return posts;
  }
}

/** A page editors write in Strapi, as published; null when it is not (or no longer) published. */
interface StrapiPage {
  title: string;
  description: string;
  body: string;
}

/** The committee as published: its quarter (name, commune, postal codes, streets) and the texts of its pages. */
export interface StrapiCommittee extends StoredQuarter {
  homeIntroduction: string;
  contactIntroduction: string;
  email: string | null;
  phone: string | null;
  postalAddress: string | null;
  /** labelNl: the text on Dutch pages, when the committee wrote one (else the French, marked as such). */
  footerLinks: { label: string; labelNl?: string | null; url: string }[];
  logo: { url: string; width: number; height: number } | null;
  /** #RRGGBB, refused by Strapi below a contrast of 4.5:1 on white; null: the site's green. */
  accentColor: string | null;
}

async function getPublished<T>(path: string): Promise<T | null> {
  return (await getJson<{ data: T } | null>(path, { missing: 'is-null' }))?.data ?? null;
}

/** The committee's pages, by the name the site gives them. */
export const COMMITTEE_PAGE_PATHS = { reglement: '/api/rules-page', 'vie-privee': '/api/privacy-page' } as const;

/** A committee page as published in a language; null where it is not (Dutch: not written yet). */
export function fetchCommitteePage(
  name: keyof typeof COMMITTEE_PAGE_PATHS,
  language: Language = 'fr',
): Promise<StrapiPage | null> {
  return getPublished<StrapiPage>(`${COMMITTEE_PAGE_PATHS[name]}?locale=${language}`);
}

export function fetchCommittee(): Promise<StrapiCommittee | null> {
  return getPublished<StrapiCommittee>('/api/committee');
}

/** The brocante announced (its edition's configuration); null before the committee sets up its first edition. */
export function fetchConfiguration(): Promise<BrocanteConfiguration | null> {
  return getPublished<BrocanteConfiguration>('/api/configuration');
}

/** The pitches as the public plan draws them: free or taken. */
export async function fetchPitchMap(): Promise<PlanPitch[]> {
  return (await getJson<{ data: PlanPitch[] }>('/api/pitch-map')).data;
}

/** What a registration costs; null before the committee sets up its first edition. */
export function fetchPricing(): Promise<PublicPricing | null> {
  return getPublished<PublicPricing>('/api/pricing');
}

export function mediaUrl(url: string): string {
  return url.startsWith('http') ? url : `${STRAPI_URL}${url}`;
}
