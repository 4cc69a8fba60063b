import { defineCollection } from 'astro:content';
import type { Loader } from 'astro/loaders';
import { z } from 'astro/zod';
import { fetchAllPosts, mediaUrl } from './lib/strapi';

/** Published news posts from Strapi; the entry id is the slug, which may hold slashes. */
const postsLoader: Loader = {
  name: 'strapi-posts',
  async load({ store, parseData, renderMarkdown, generateDigest }) {
    const posts = await fetchAllPosts();
    store.clear();
    for (const post of posts) {
      const data = await parseData({
        id: post.slug,
        data: {
          title: post.title,
          excerpt: post.excerpt,
          publishedAt: post.publishedAt,
          updatedAt: post.updatedAt,
          cover: post.cover
            ? {
                url: mediaUrl(post.cover.url),
                width: post.cover.width,
                height: post.cover.height,
                alt: post.coverAlt ?? post.cover.alternativeText ?? '',
              }
            : null,
        },
      });
      store.set({
        id: post.slug,
        data,
        body: post.body,
        digest: generateDigest({ ...post }),
        rendered: await renderMarkdown(post.body),
      });
    }
  },
};

const posts = defineCollection({
  loader: postsLoader,
  schema: z.object({
    title: z.string(),
    excerpt: z.string(),
    publishedAt: z.coerce.date(),
    updatedAt: z.coerce.date(),
    cover: z.object({ url: z.string(), width: z.number(), height: z.number(), alt: z.string() }).nullable(),
  }),
});

export const collections = { posts };
