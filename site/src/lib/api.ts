import { ApiFailure, type BrocanteConfiguration, type Language, type PlanPitch, type PublicPricing } from '@brocante/shared';
import type { FailureTexts } from '../i18n/types';

async function readBody(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

/** The API's origin: the site's own by default (a proxy sends /api to Strapi), or PUBLIC_API_URL at build. */
const API_BASE = (import.meta.env.PUBLIC_API_URL ?? '').replace(/\/$/, '');

/** How a page calls the API: in its language (the server answers its messages in it), with its fallback texts. */
export interface CallOptions {
  language: Language;
  /** What a failure without the server's own message says, in the page's language. */
  failure: FailureTexts;
  method?: string;
  data?: unknown;
}

/**
 * How long a call waits out an upgrade (deploy/lib/upgrade.sh): nginx answers 503 with Retry-After while Strapi is
 * stopped, before anything reaches it, so the same request is sent again, the form still holding what the person
 * typed; an upgrade that rolls back takes about a minute.
 */
export const UPGRADE_PATIENCE_MS = 3 * 60_000;

/** The seconds a 503 asks to wait (Retry-After), or null: not an upgrade's answer. */
function upgradeWait(response: Response): number | null {
  if (response.status !== 503) return null;
  const seconds = Number(response.headers.get('retry-after'));
  return Number.isInteger(seconds) && seconds > 0 ? Math.min(seconds, 30) : null;
}

/** Calls the API (/api on the site's origin, or PUBLIC_API_URL), asking for its messages in the page's language. */
export async function callApi<T>(path: string, { language, failure, method = 'GET', data }: CallOptions): Promise<T> {
  const started = Date.now();
  let response: Response;
  for (;;) {
    try {
      response = await fetch(API_BASE + path, {
        method,
        headers: {
          accept: 'application/json',
          'accept-language': language,
          ...(data === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: data === undefined ? undefined : JSON.stringify({ data }),
      });
    } catch {
      throw ApiFailure.fromResponse(0, null, failure);
    }
    const wait = upgradeWait(response);
    if (wait === null || Date.now() + wait * 1000 - started > UPGRADE_PATIENCE_MS) break;
    await new Promise((resolve) => setTimeout(resolve, wait * 1000));
  }
  const body = await readBody(response);
  if (!response.ok) {
    throw ApiFailure.fromResponse(response.status, body, failure);
  }
  return (body as { data: T }).data;
}

/**
 * A live value that replaces the build's copy. An island that cannot have it keeps the build's or goes to the
 * error page, and says no message of its own: the call fails with a plain error, whatever the answer.
 */
async function fetchLive<T>(path: string, language: Language): Promise<T> {
  const response = await fetch(API_BASE + path, { headers: { accept: 'application/json', 'accept-language': language } });
  if (!response.ok) throw new Error(`${path} : ${response.status}`);
  return ((await response.json()) as { data: T }).data;
}

/** The live configuration (not the build-time copy). */
export const fetchLiveConfiguration = (language: Language) => fetchLive<BrocanteConfiguration>('/api/configuration', language);

/** The pitches now: free or taken. */
export const fetchLivePitchMap = (language: Language) => fetchLive<PlanPitch[]>('/api/pitch-map', language);

/** The live pricing. */
export const fetchLivePricing = (language: Language) => fetchLive<PublicPricing>('/api/pricing', language);
