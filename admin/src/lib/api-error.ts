/**
 * An API failure with the French message of the specification (section 8). Apart from the client
 * (lib/api-client.ts) so that what only recognises a failure does not load axios with it.
 */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly fieldErrors: Record<string, string> = {},
  ) {
    super(message);
  }
}
