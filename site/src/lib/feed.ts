import rss from '@astrojs/rss';
import type { APIContext } from 'astro';
import { getCollection } from 'astro:content';
import type { Language } from '@brocante/shared';
import { HTML_LANG, textsOf } from '../i18n';
import { fill } from '../i18n/fill';
import { postPath } from '../i18n/routes';
import { publishedQuarter } from './quarter';

/** The fields the feed uses (typed here: tsc runs before Astro generates the collections' types). */
interface FeedPost {
  id: string;
  data: { title: string; excerpt: string; publishedAt: Date };
}

/** The news feed of a language (/rss.xml, /nl/rss.xml): the posts at that language's addresses. */
export async function newsFeed(context: APIContext, language: Language) {
  const posts = ((await getCollection('posts')) as FeedPost[]).sort(
    (a, b) => b.data.publishedAt.getTime() - a.data.publishedAt.getTime(),
  );
  const { committeeName, quarterName } = await publishedQuarter();
  const t = textsOf(language).layout;
  return rss({
    title: fill(t.rssTitle, { committee: committeeName }),
    description: fill(t.rssDescription, { quarter: quarterName }),
    site: context.site!,
    customData: `<language>${HTML_LANG[language]}</language>`,
    items: posts.map((post) => ({
      title: post.data.title,
      description: post.data.excerpt,
      pubDate: post.data.publishedAt,
      link: postPath(post.id, language),
    })),
  });
}
