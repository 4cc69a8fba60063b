import { getEntry } from 'astro:content';
import { quarterOf, type Quarter } from '@brocante/shared';

/**
 * The quarter as the committee published it in Strapi, read at build: the site's title and header, the news
 * feed and the neighbors' form. Without it the site cannot say whose it is, so the build stops and says why.
 */
export async function publishedQuarter(): Promise<Quarter> {
  const committee = await getEntry('committee', 'comite');
  if (!committee)
    throw new Error("Le comité n'est pas publié dans Strapi (GET /api/committee) : le site n'a ni son nom ni ses rues.");
  return quarterOf(committee.data);
}
