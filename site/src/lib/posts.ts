import { getCollection } from 'astro:content';

/** Every published post's page (the slug may hold slashes): the same in each language, at its language's address. */
export async function postPaths() {
  return (await getCollection('posts')).map((post) => ({ params: { slug: post.id }, props: { post } }));
}
