import type { APIRoute } from 'astro';
import { siteStamp } from '../lib/strapi';

/**
 * /site-stamp.txt: what this build of the site was made from (Strapi's fingerprint of the published content), beside
 * the pages. Strapi's health compares it with what it publishes now, to say when the site shows older content than
 * the database holds (cms/src/lib/server-health.ts).
 */
export const GET: APIRoute = async () =>
  new Response(`${await siteStamp()}\n`, { headers: { 'content-type': 'text/plain; charset=utf-8' } });
