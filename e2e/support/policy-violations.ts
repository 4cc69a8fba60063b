import type { BrowserContext } from '@playwright/test';

/** Records every Content-Security-Policy violation a page meets, from the document's own event. */
export async function watchPolicy(context: BrowserContext): Promise<string[]> {
  const violations: string[] = [];
  await context.exposeFunction('reportPolicyViolation', (text: string) => violations.push(text));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { reportPolicyViolation(text: string): void }).reportPolicyViolation(
        `${event.violatedDirective} ${event.blockedURI} (${location.pathname})`,
      ),
    );
  });
  context.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}
