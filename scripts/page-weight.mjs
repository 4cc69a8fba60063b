/**
 * What a page weighs as a browser receives it, gzipped (level 9), and the budget its JavaScript keeps: read by
 * `pnpm bench` (bench-pages.mjs), which prints each page's figures, and by the browser suite, which fails a
 * registration page over its budget.
 */
import { gzipSync } from 'node:zlib';

/**
 * The registration pages' JavaScript, gzipped: 76 KiB. React and React DOM alone weigh about 68 KB of it. It was 75 KiB
 * (76,792 bytes used) until the forms learned to wait out an upgrade and send again (site/src/lib/api.ts: 146 bytes).
 */
export const REGISTRATION_JS_BUDGET = 76 * 1024;

const gz = (buffer) => gzipSync(buffer, { level: 9 }).length;

/** The JS and the HTML+CSS a page loads before anyone touches it (until the network is idle), gzipped. */
export async function pageWeight(page, url) {
  const weights = { js: 0, htmlCss: 0 };
  const pending = [];
  const count = (response) => {
    const type = response.request().resourceType();
    if (!['script', 'document', 'stylesheet'].includes(type)) return;
    pending.push(response.body().then((body) => (type === 'script' ? (weights.js += gz(body)) : (weights.htmlCss += gz(body)))));
  };
  page.on('response', count);
  await page.goto(url, { waitUntil: 'networkidle' });
  await Promise.all(pending);
  page.off('response', count);
  return weights;
}
