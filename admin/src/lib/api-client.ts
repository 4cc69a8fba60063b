import axios, { AxiosError, type AxiosRequestConfig } from 'axios';
import { ApiFailure, TEXTS, UPGRADE_WAITS_AT_MOST, upgradeWait } from '@brocante/shared';
import { ADMIN_BASENAME, paths } from '../config/paths';
import { env } from '../config/env';
import { phoneStore } from './phone-store';
import { session } from './session';

const http = axios.create({ baseURL: env.API_URL, withCredentials: true, headers: { accept: 'application/json' } });

http.interceptors.request.use((config) => {
  if (session.token) config.headers.set('authorization', `Bearer ${session.token}`);
  return config;
});

/** The Web Locks name under which the volunteer's tabs take turns to renew their session. */
export const SESSION_RENEWAL_LOCK = 'brocante-staff-session-renewal';

/**
 * Strapi rotates the session cookie at each renewal and refuses the previous one: two tabs renewing
 * at once with the same cookie would sign one of them out. The tabs take turns (Web Locks); each
 * renews with the cookie its predecessor just received.
 */
function oneTabAtATime<T>(work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? (locks.request(SESSION_RENEWAL_LOCK, work) as Promise<T>) : work();
}

/** What renewing the session from its cookie gave: a new token, the server's no, or no answer at all (no network). */
export type Renewal = 'renewed' | 'over' | 'unreachable';

let renewing: Promise<Renewal> | null = null;
export function renewSession(): Promise<Renewal> {
  renewing ??= oneTabAtATime(() => axios.post<{ jwt: string }>(`${env.API_URL}/auth/refresh`, {}, { withCredentials: true }))
    .then(({ data }): Renewal => {
      session.set(data.jwt);
      return 'renewed';
    })
    .catch((error: unknown): Renewal => {
      if (axios.isAxiosError(error) && !error.response) {
        session.forgetToken();
        return 'unreachable';
      }
      session.end();
      void phoneStore.forgetList();
      return 'over';
    })
    .finally(() => {
      renewing = null;
    });
  return renewing;
}

/** A new access token from the session cookie, or null when there is none (the session over, or no network). */
export async function renewAccessToken(): Promise<string | null> {
  return (await renewSession()) === 'renewed' ? session.token : null;
}

/** Where the person was, to come back after signing in. */
function currentAdminPath(): string {
  const { pathname, search } = window.location;
  const inside = pathname.startsWith(ADMIN_BASENAME) ? pathname.slice(ADMIN_BASENAME.length) || '/' : pathname;
  return inside + search;
}

/** A 401 from any call: to sign-in (unless already there, or signing out), which then says 'Accès refusé'. */
export function goToSignIn() {
  if (currentAdminPath().startsWith(paths.signIn.path) || session.signedOut) return;
  window.location.assign(`${ADMIN_BASENAME}${paths.signIn.getHref(currentAdminPath())}&denied=1`);
}

/** A refusal's body as JSON, also when a file was asked (`responseType: 'blob'`): the server's words, not a generic one. */
async function readableBody(data: unknown): Promise<unknown> {
  if (!(data instanceof Blob) || !data.type.includes('json')) return data;
  try {
    return JSON.parse(await data.text());
  } catch {
    return null;
  }
}

http.interceptors.response.use(
  (response) => response.data,
  async (error: AxiosError) => {
    const status = error.response?.status ?? 0;
    const config = error.config as (AxiosRequestConfig & { renewed?: boolean; upgradeWaits?: number }) | undefined;
    // The server upgrading: the same call again after the wait nginx asks, as the site's forms do (site/src/lib/api.ts).
    const wait = upgradeWait(status, error.response?.headers['retry-after'] as string | undefined);
    if (wait && config && (config.upgradeWaits ?? 0) < UPGRADE_WAITS_AT_MOST) {
      config.upgradeWaits = (config.upgradeWaits ?? 0) + 1;
      await new Promise((resolve) => setTimeout(resolve, wait * 1000));
      return http.request(config);
    }
    // An expired access token, or none yet (the app opened with no network: Strapi answers 403 to a call
    // without one): renew it once from the cookie and replay the call.
    const withoutToken = status === 403 && !error.config?.headers.has('authorization');
    if ((status === 401 || withoutToken) && config && !config.renewed && !config.url?.startsWith('/auth/')) {
      config.renewed = true;
      if (await renewAccessToken()) return http.request(config);
    }
    if ((status === 401 || withoutToken) && !config?.url?.startsWith('/auth/local')) {
      goToSignIn();
      return Promise.reject(new ApiFailure(TEXTS.accessDenied, 401));
    }
    const body = await readableBody(error.response?.data ?? null);
    return Promise.reject(ApiFailure.fromResponse(status, body, TEXTS));
  },
);

/** One client for the whole admin: answers are unwrapped (the JSON body), errors are ApiFailure. */
export const api = {
  get: <T>(url: string, config?: AxiosRequestConfig) => http.get<T, T>(url, config),
  post: <T, B = unknown>(url: string, body?: B, config?: AxiosRequestConfig<B>) => http.post<T, T, B>(url, body, config),
  put: <T, B = unknown>(url: string, body?: B, config?: AxiosRequestConfig<B>) => http.put<T, T, B>(url, body, config),
  delete: <T>(url: string, config?: AxiosRequestConfig) => http.delete<T, T>(url, config),
};

export function errorText(error: unknown): string | null {
  if (!error) return null;
  return error instanceof ApiFailure ? error.message : TEXTS.loadingError;
}
