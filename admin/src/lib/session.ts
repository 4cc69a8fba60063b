/**
 * The staff session: a short access token kept in memory only (never in storage a script could
 * read later), renewed from the httpOnly cookie Strapi set at sign-in.
 *
 * Beside it, a mark that a volunteer is signed in on this phone (not a credential: the cookie is): with no
 * network, the app opens on its last data instead of the sign-in screen (docs/check-in.md). It goes with
 * the sign-out, or when the server says the session is over.
 */
let accessToken: string | null = null;
const SIGNED_IN_HERE = 'brocante.staff-signed-in';

export const session = {
  get token() {
    return accessToken;
  },
  set(token: string) {
    accessToken = token;
    localStorage.setItem(SIGNED_IN_HERE, new Date().toISOString());
  },
  /** Signed out, or the server refused the session: the app no longer opens without the network. */
  end() {
    accessToken = null;
    localStorage.removeItem(SIGNED_IN_HERE);
  },
  /** No token in memory (a reload, the network away): the next call renews it. */
  forgetToken() {
    accessToken = null;
  },
  get signedInHere() {
    return localStorage.getItem(SIGNED_IN_HERE) !== null;
  },
};
