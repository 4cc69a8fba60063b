/**
 * The staff session: a short access token kept in memory only (never in storage a script could
 * read later), renewed from the httpOnly cookie Strapi set at sign-in.
 *
 * Beside it, a mark that a volunteer is signed in on this phone (not a credential: the cookie is): with no
 * network, the app opens on its last data instead of the sign-in screen (docs/check-in.md). It goes with
 * the sign-out, or when the server says the session is over.
 */
let accessToken: string | null = null;
/** The volunteer signed out in this tab, and has not signed in again. */
let signedOut = false;
const SIGNED_IN_HERE = 'brocante.staff-signed-in';
/** The volunteer's role as the server last said it (not a credential: the server checks every request), for the phone offline. */
const LAST_ROLE = 'brocante.staff-role';

export const session = {
  get token() {
    return accessToken;
  },
  set(token: string) {
    accessToken = token;
    signedOut = false;
    localStorage.setItem(SIGNED_IN_HERE, new Date().toISOString());
  },
  /** Signed out, or the server refused the session: the app no longer opens without the network. */
  end() {
    accessToken = null;
    localStorage.removeItem(SIGNED_IN_HERE);
    localStorage.removeItem(LAST_ROLE);
  },
  get lastRole(): string | null {
    return localStorage.getItem(LAST_ROLE);
  },
  set lastRole(role: string | null) {
    if (role) localStorage.setItem(LAST_ROLE, role);
    else localStorage.removeItem(LAST_ROLE);
  },
  /** The volunteer signs out: a call refused from now on is no session the server ended (lib/api-client.ts). */
  signingOut() {
    signedOut = true;
  },
  get signedOut() {
    return signedOut;
  },
  /** No token in memory (a reload, the network away): the next call renews it. */
  forgetToken() {
    accessToken = null;
  },
  get signedInHere() {
    return localStorage.getItem(SIGNED_IN_HERE) !== null;
  },
};
