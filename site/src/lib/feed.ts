import rss from '@astrojs/rss';
import type { APIContext } from 'astro';
import type { Language } from '@brocante/shared';
import { HTML_LANG, textsOf } from '../i18n';
import { fill } from '../i18n/fill';
import { postPath } from '../i18n/routes';
import { publishedQuarter } from './quarter';
import { postsIn } from './posts';

/** The news feed of a language (/rss.xml, /nl/rss.xml): the posts at that language's addresses, translated where they are. */
export async function newsFeed(context: APIContext, language: Language) {
  const posts = await postsIn(language);
  const { committeeName, quarterName } = await publishedQuarter();
  const t = textsOf(language).layout;
  return rss({
    title: fill(t.rssTitle, { committee: committeeName }),
    description: fill(t.rssDescription, { quarter: quarterName || committeeName }),
    site: context.site!,
    customData: `<language>${HTML_LANG[language]}</language>`,
    items: posts.map(({ slug, entry }) => ({
      title: entry.data.title,
      description: entry.data.excerpt,
      pubDate: entry.data.publishedAt,
      link: postPath(slug, language),
    })),
  });
}
