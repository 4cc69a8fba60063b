import { mediaTypeByExtension } from '../lib/media-types';

/**
 * The media library's files are served so that a browser never runs one: the type the upload check
 * gave them (src/lib/media-types.ts: the stored extension is the checked one), never sniffed, in a
 * sandbox without any right of its own, and anything but an image downloaded rather than shown.
 * A file of another kind (stored before the check) goes as bytes to download. nginx sends the same
 * headers in production (deploy/nginx/uploads-headers.conf); this is Strapi reached directly.
 */
export const UPLOADS_POLICY = "default-src 'none'; sandbox; frame-ancestors 'none'";

export default () =>
  async function uploadsHeaders(ctx: any, next: () => Promise<void>) {
    await next();
    if (!ctx.path.startsWith('/uploads/')) return;
    const type = mediaTypeByExtension(ctx.path);
    // A file found (200, or 206 for a range); an error keeps its JSON.
    if (ctx.status === 200 || ctx.status === 206) ctx.type = type?.mime ?? 'application/octet-stream';
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('Content-Security-Policy', UPLOADS_POLICY);
    ctx.set('Content-Disposition', type?.inline ? 'inline' : 'attachment');
  };
