/** Types of first-edition.mjs, for the production suite's TypeScript. */
export declare function setUpFirstEdition(
  staffCall: (method: string, path: string, data: unknown) => Promise<unknown>,
): Promise<string>;
export declare const FIRST_QUARTER: {
  quarterName: string;
  commune: string;
  postalCodes: string;
  streets: { name: string }[];
};
export declare function completeTheQuarter(
  panelCall: (method: string, path: string, body?: unknown) => Promise<{ data: Record<string, unknown> }>,
): Promise<void>;
