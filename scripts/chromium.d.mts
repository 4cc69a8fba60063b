/** Types of chromium.mjs, for the browser suite's TypeScript config that reads the same flags. */
export declare const CHROME_PATH: string;
export declare const CHROME_FLAGS: string[];
