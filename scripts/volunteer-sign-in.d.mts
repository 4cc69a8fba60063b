/** Types of volunteer-sign-in.mjs, for the suites' TypeScript. */
export declare function nextSecondFactorCode(file: string, email: string): Promise<string | null>;
export declare function signInVolunteer(
  call: (method: string, path: string, body: unknown, jwt?: string) => Promise<unknown>,
  account: { email: string; password: string },
  file: string,
): Promise<string>;
