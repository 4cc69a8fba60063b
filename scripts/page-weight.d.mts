/** Types of page-weight.mjs, for the browser suite's TypeScript (any Playwright page). */
interface LoadingPage {
  on(
    event: 'response',
    listener: (response: { request(): { resourceType(): string }; body(): Promise<Buffer> }) => void,
  ): unknown;
  off(
    event: 'response',
    listener: (response: { request(): { resourceType(): string }; body(): Promise<Buffer> }) => void,
  ): unknown;
  goto(url: string, options: { waitUntil: 'networkidle' }): Promise<unknown>;
}
export declare const REGISTRATION_JS_BUDGET: number;
export declare function pageWeight(page: LoadingPage, url: string): Promise<{ js: number; htmlCss: number }>;
