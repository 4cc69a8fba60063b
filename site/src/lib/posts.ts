import { getCollection, getEntry, type CollectionEntry } from 'astro:content';
import type { Language } from '@brocante/shared';

/** A post of the `posts` or `postsNl` collection, as Astro gives it (its types come from content.config.ts). */
export type PostEntry = CollectionEntry<'posts'> | CollectionEntry<'postsNl'>;

/** A post as a page in a language shows it: its Dutch version where editors wrote one, else the French one. */
export interface ShownPost {
  /** The post's slug: its address in each language (postPath). */
  slug: string;
  entry: PostEntry;
  /** The language it is written in: the page's, or French where it has no translation. */
  written: Language;
}

export async function shownPost(post: PostEntry, language: Language): Promise<ShownPost> {
  const translation = language === 'fr' ? undefined : await getEntry('postsNl', post.id);
  return translation ? { slug: post.id, entry: translation, written: language } : { slug: post.id, entry: post, written: 'fr' };
}

/** Every published post, newest first, as a page in a language shows them (`count`: the first ones only). */
export async function postsIn(language: Language, count?: number): Promise<ShownPost[]> {
  const posts = (await getCollection('posts')).sort((a, b) => b.data.publishedAt.getTime() - a.data.publishedAt.getTime());
  return Promise.all(posts.slice(0, count).map((post) => shownPost(post, language)));
}

/** Every published post's page (the slug may hold slashes): one per post in each language, at its language's address. */
export async function postPaths(language: Language) {
  return Promise.all(
    (await getCollection('posts')).map(async (post) => ({
      params: { slug: post.id },
      props: { shown: await shownPost(post, language) },
    })),
  );
}
