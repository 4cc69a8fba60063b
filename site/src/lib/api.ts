import { ApiFailure, type BrocanteConfiguration, type PlanPitch, type PublicPricing } from '@brocante/shared';

async function readBody(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

/** The API's origin: the site's own by default (a proxy sends /api to Strapi), or PUBLIC_API_URL at build. */
const API_BASE = (import.meta.env.PUBLIC_API_URL ?? '').replace(/\/$/, '');

/** Calls the API (/api on the site's origin, or PUBLIC_API_URL). */
export async function callApi<T>(path: string, init: { method?: string; data?: unknown } = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(API_BASE + path, {
      method: init.method ?? 'GET',
      headers: { accept: 'application/json', ...(init.data === undefined ? {} : { 'content-type': 'application/json' }) },
      body: init.data === undefined ? undefined : JSON.stringify({ data: init.data }),
    });
  } catch {
    throw ApiFailure.fromResponse(0, null);
  }
  const body = await readBody(response);
  if (!response.ok) {
    throw ApiFailure.fromResponse(response.status, body);
  }
  return (body as { data: T }).data;
}

/** The live configuration (not the build-time copy). */
export function fetchLiveConfiguration(): Promise<BrocanteConfiguration> {
  return callApi<BrocanteConfiguration>('/api/configuration');
}

/** The pitches now: free or taken. */
export function fetchLivePitchMap(): Promise<PlanPitch[]> {
  return callApi<PlanPitch[]>('/api/pitch-map');
}

/** The live pricing rules. */
export function fetchLivePricing(): Promise<PublicPricing> {
  return callApi<PublicPricing>('/api/pricing');
}
