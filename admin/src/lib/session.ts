/**
 * The staff session: a short access token kept in memory only (never in storage a script could
 * read later), renewed from the httpOnly cookie Strapi set at sign-in.
 */
let accessToken: string | null = null;

export const session = {
  get token() {
    return accessToken;
  },
  set(token: string | null) {
    accessToken = token;
  },
};
