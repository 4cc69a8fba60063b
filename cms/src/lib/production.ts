/** Whether this Strapi runs as the committee's server does (NODE_ENV=production): its checks strict. */
export function isProduction(): boolean {
  return process.env.NODE_ENV === 'production';
}
