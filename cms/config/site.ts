/** The public site's address (SITE_URL): where drafts are previewed and registrants find their page. */
export function siteUrl(env: any): string {
  return String(env('SITE_URL', 'http://localhost:4321')).replace(/\/$/, '');
}

export default ({ env }: { env: any }) => ({ url: siteUrl(env) });
