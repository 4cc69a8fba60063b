import type { APIContext } from 'astro';
import { newsFeed } from '../lib/feed';

export const GET = (context: APIContext) => newsFeed(context, 'fr');
