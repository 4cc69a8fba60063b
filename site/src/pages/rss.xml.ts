import rss from '@astrojs/rss';
import type { APIContext } from 'astro';
import { getCollection } from 'astro:content';
import { publishedQuarter } from '../lib/quarter';

/** The fields the feed uses (typed here: tsc runs before Astro generates the collections' types). */
interface FeedPost {
  id: string;
  data: { title: string; excerpt: string; publishedAt: Date };
}

export async function GET(context: APIContext) {
  const posts = ((await getCollection('posts')) as FeedPost[]).sort(
    (a, b) => b.data.publishedAt.getTime() - a.data.publishedAt.getTime(),
  );
  const { committeeName, quarterName } = await publishedQuarter();
  return rss({
    title: `Actualités — ${committeeName}`,
    description: `Les nouvelles du ${quarterName}.`,
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
