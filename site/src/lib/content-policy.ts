import type { Config, DOMPurify } from 'dompurify';

/**
 * What the HTML editors write in Strapi (posts, the committee's pages) may hold: the shape of a news
 * post and nothing that runs, loads from elsewhere or dresses itself up. One policy for the build
 * (content.config.ts, through sanitize-at-build.ts) and the draft preview (pages/apercu.astro), so a
 * draft looks as it will once published.
 */
export const CONTENT_POLICY = {
  // Text, lists, quotes, links, images, tables: what Markdown writes, and a figure with its caption.
  ALLOWED_TAGS: [
    ...'h1 h2 h3 h4 h5 h6 p br hr blockquote ul ol li dl dt dd'.split(' '),
    ...'strong b em i s del ins sub sup abbr code pre kbd'.split(' '),
    ...'a img figure figcaption table caption thead tbody tfoot tr th td'.split(' '),
  ],
  // No id or name (they would clobber the page's own), no class or style, no event handler.
  ALLOWED_ATTR: ['href', 'title', 'src', 'alt', 'width', 'height', 'colspan', 'rowspan', 'scope', 'align', 'start'],
  // A link goes to an https: address, an e-mail address or a path of the site: no javascript:, data:, http: or other scheme.
  ALLOWED_URI_REGEXP: /^(?:https:|mailto:|(?![a-z][a-z\d+.-]*:))/i,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
} satisfies Config;

/** An image of the media library: /uploads/… on the site's origin, or on an https: one (Strapi's panel inserts either). */
const MEDIA_LIBRARY_IMAGE = /^(?:https:\/\/[^/\\?#]+)?\/uploads\/[^\\]+$/i;

/**
 * `purify` (the browser's DOMPurify, or one over jsdom at build) made to apply CONTENT_POLICY: the
 * function it returns gives HTML of which only what the policy allows remains. An image that is not
 * of the media library is removed with its address.
 */
export function contentSanitizer(purify: DOMPurify): (html: string) => string {
  purify.addHook('uponSanitizeAttribute', (node, event) => {
    if (node.nodeName === 'IMG' && event.attrName === 'src' && !MEDIA_LIBRARY_IMAGE.test(event.attrValue.trim())) {
      event.keepAttr = false;
    }
  });
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'IMG' && !node.hasAttribute('src')) node.remove();
  });
  return (html) => purify.sanitize(html, CONTENT_POLICY);
}
