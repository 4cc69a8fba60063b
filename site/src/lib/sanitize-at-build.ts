import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { contentSanitizer } from './content-policy';

/** The build runs in Node, without a DOM: the preview's policy, applied by DOMPurify over jsdom's. */
export const sanitizeContent = contentSanitizer(createDOMPurify(new JSDOM('').window));

/** Markdown as Astro renders it (raw HTML kept), with the HTML reduced to what editors may publish. */
export function sanitizeRendered<Rendered extends { html: string }>(rendered: Rendered): Rendered {
  return { ...rendered, html: sanitizeContent(rendered.html) };
}
