import rss from '@astrojs/rss';
import type { APIContext } from 'astro';
import { getCollection } from 'astro:content';
import { COMMITTEE_NAME, QUARTER_NAME } from '@brocante/shared';

/** The fields the feed uses (typed here: tsc runs before Astro generates the collections' types). */
interface FeedPost {
  id: string;
  data: { title: string; excerpt: string; publishedAt: Date };
}

export async function GET(context: APIContext) {
  const posts = ((await getCollection('posts')) as FeedPost[]).sort(
    (a, b) => b.data.publishedAt.getTime() - a.data.publishedAt.getTime(),
  );
  return rss({
    title: `Actualités — ${COMMITTEE_NAME}`,
    description: `Les nouvelles du ${QUARTER_NAME}.`,
    site: context.site!,
    customData: '<language>fr-BE</language>',
    items: posts.map((post) => ({
      title: post.data.title,
      description: post.data.excerpt,
      pubDate: post.data.publishedAt,
      link: `/blog/${post.id}/`,
    })),
  });
}
