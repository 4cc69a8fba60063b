import {
  ApiFailure,
  UPGRADE_WAITS_AT_MOST,
  upgradeWait,
  type BrocanteConfiguration,
  type Language,
  type PlanPitch,
  type PublicPricing,
} from '@brocante/shared';
import type { FailureTexts } from '../i18n/types';

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

/** What every call asks for: JSON, in the page's language. */
const headers = (language: Language) => ({ accept: 'application/json', 'accept-language': language });

/**
 * Calls the API (/api on the site's origin, or PUBLIC_API_URL), asking for its messages in the page's language. While
 * the server upgrades (deploy/lib/upgrade.sh), nginx answers 503 with Retry-After before anything reaches Strapi: the
 * same request goes again after that wait (UPGRADE_WAITS_AT_MOST), the form still holding what the person typed.
 */
export async function callApi<T>(path: string, { language, failure, method = 'GET', data }: CallOptions): Promise<T> {
  const request = {
    method,
    headers: data === undefined ? headers(language) : { ...headers(language), 'content-type': 'application/json' },
    body: data === undefined ? undefined : JSON.stringify({ data }),
  };
  let response: Response;
  for (let waits = 0; ; waits++) {
    try {
      response = await fetch(API_BASE + path, request);
    } catch {
      throw ApiFailure.fromResponse(0, null, failure);
    }
    const wait = waits < UPGRADE_WAITS_AT_MOST ? upgradeWait(response.status, response.headers.get('retry-after')) : 0;
    if (!wait) break;
    await new Promise((resolve) => setTimeout(resolve, wait * 1000));
  }
  const body: unknown = await response.json().catch(() => null);
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
  const response = await fetch(API_BASE + path, { headers: headers(language) });
  if (!response.ok) throw new Error(`${path} : ${response.status}`);
  return ((await response.json()) as { data: T }).data;
}

/** The live configuration (not the build-time copy). */
export const fetchLiveConfiguration = (language: Language) => fetchLive<BrocanteConfiguration>('/api/configuration', language);

/** The pitches now: free or taken. */
export const fetchLivePitchMap = (language: Language) => fetchLive<PlanPitch[]>('/api/pitch-map', language);

/** The live pricing. */
export const fetchLivePricing = (language: Language) => fetchLive<PublicPricing>('/api/pricing', language);
