/** Types of first-edition.mjs, for the production suite's TypeScript. */
export declare function setUpFirstEdition(
  staffCall: (method: string, path: string, data: unknown) => Promise<unknown>,
): Promise<string>;
