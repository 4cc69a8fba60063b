import type { APIContext } from 'astro';

export function GET({ site }: APIContext) {
  return new Response(`User-agent: *\nAllow: /\nDisallow: /admin/\nSitemap: ${new URL('sitemap-index.xml', site)}\n`, {
    headers: { 'content-type': 'text/plain; charset=utf-8' },
  });
}
