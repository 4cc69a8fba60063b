import { defineCollection } from 'astro:content';
import type { Loader } from 'astro/loaders';
import { ACCENT_COLOUR_PATTERN, type Language } from '@brocante/shared';
import { z } from 'astro/zod';
import { sanitizeRendered } from './lib/sanitize-at-build';
import { COMMITTEE_PAGE_PATHS, fetchAllPosts, fetchCommittee, fetchCommitteePage, mediaUrl } from './lib/strapi';

/**
 * A loader of Strapi's content. Under `pnpm typecheck` (SITE_TYPES_ONLY=1 in site/package.json), which generates the
 * collections' types from their schemas without a Strapi running, it reads nothing.
 */
const fromStrapi = (loader: Loader): Loader => ({
  ...loader,
  load: async (context) => {
    if (process.env.SITE_TYPES_ONLY !== '1') await loader.load(context);
  },
});

/**
 * Published news posts from Strapi in a language (French: all; Dutch: those translated); the entry id is the slug,
 * which may hold slashes and is the same in both languages.
 */
const postsLoaderIn = (language: Language): Loader =>
  fromStrapi({
    name: `strapi-posts-${language}`,
    async load({ store, parseData, renderMarkdown, generateDigest }) {
      const posts = await fetchAllPosts(language);
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
          rendered: sanitizeRendered(await renderMarkdown(post.body)),
        });
      }
    },
  });

const postSchema = z.object({
  title: z.string(),
  excerpt: z.string(),
  publishedAt: z.coerce.date(),
  updatedAt: z.coerce.date(),
  cover: z.object({ url: z.string(), width: z.number(), height: z.number(), alt: z.string() }).nullable(),
});

const posts = defineCollection({ loader: postsLoaderIn('fr'), schema: postSchema });
/** The posts editors translated into Dutch, by the French post's slug. */
const postsNl = defineCollection({ loader: postsLoaderIn('nl'), schema: postSchema });

/** The rules and the privacy notice, as published in Strapi in a language; a page that is not published is absent. */
const pagesLoaderIn = (language: Language): Loader =>
  fromStrapi({
    name: `strapi-pages-${language}`,
    async load({ store, parseData, renderMarkdown, generateDigest }) {
      store.clear();
      for (const id of Object.keys(COMMITTEE_PAGE_PATHS) as (keyof typeof COMMITTEE_PAGE_PATHS)[]) {
        const page = await fetchCommitteePage(id, language);
        if (!page) continue;
        const data = await parseData({ id, data: { title: page.title, description: page.description } });
        store.set({
          id,
          data,
          body: page.body,
          digest: generateDigest({ ...page }),
          rendered: sanitizeRendered(await renderMarkdown(page.body)),
        });
      }
    },
  });

const pages = defineCollection({ loader: pagesLoaderIn('fr'), schema: z.object({ title: z.string(), description: z.string() }) });
const pagesNl = defineCollection({
  loader: pagesLoaderIn('nl'),
  schema: z.object({ title: z.string(), description: z.string() }),
});

/** The committee as published in Strapi (one entry, `comite`): its quarter, its details; its body is the home's introduction. */
const committeeLoader: Loader = fromStrapi({
  name: 'strapi-committee',
  async load({ store, parseData, renderMarkdown, generateDigest }) {
    store.clear();
    const committee = await fetchCommittee();
    if (!committee) return;
    const { homeIntroduction, logo, ...details } = committee;
    const data = await parseData({
      id: 'comite',
      data: { ...details, logo: logo ? { url: mediaUrl(logo.url), width: logo.width, height: logo.height } : null },
    });
    store.set({
      id: 'comite',
      data,
      body: homeIntroduction,
      digest: generateDigest({ ...committee }),
      rendered: sanitizeRendered(await renderMarkdown(homeIntroduction)),
    });
  },
});

const committee = defineCollection({
  loader: committeeLoader,
  schema: z.object({
    committeeName: z.string(),
    // Empty until the committee describes its quarter (a fresh install); a field the panel cleared comes as null.
    quarterName: z
      .string()
      .nullish()
      .transform((text) => text ?? ''),
    commune: z
      .string()
      .nullish()
      .transform((text) => text ?? ''),
    postalCodes: z
      .string()
      .nullish()
      .transform((text) => text ?? ''),
    streets: z
      .array(z.object({ name: z.string() }))
      .nullish()
      .transform((streets) => streets ?? []),
    contactIntroduction: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    postalAddress: z.string().nullable(),
    footerLinks: z.array(z.object({ label: z.string(), labelNl: z.string().nullish(), url: z.string() })),
    logo: z.object({ url: z.string(), width: z.number(), height: z.number() }).nullable(),
    accentColor: z.string().regex(ACCENT_COLOUR_PATTERN).nullable(),
  }),
});

export const collections = { posts, postsNl, pages, pagesNl, committee };
