import { redirect, type LoaderFunctionArgs } from 'react-router';
import { paths } from '../config/paths';
import { committeeQueryOptions } from '../features/committee/api/get-committee';
import { configurationQueryOptions } from '../features/configuration/api/get-configuration';
import { editionsQueryOptions } from '../features/editions/api/editions';
import { renewAccessToken } from '../lib/api-client';
import { queryClient } from '../lib/query-client';
import { session } from '../lib/session';

/**
 * Before every route resolves, the configuration is loaded, and the committee (its name heads every screen)
 * unless it is already; when either fails, the error route.
 */
export async function configurationLoader() {
  try {
    const [configuration] = await Promise.all([
      queryClient.fetchQuery({ ...configurationQueryOptions(), staleTime: 0, retry: false }),
      queryClient.ensureQueryData({ ...committeeQueryOptions(), retry: false }),
    ]);
    return configuration;
  } catch {
    throw redirect(paths.error.getHref());
  }
}

/**
 * Admin routes need a staff session: the access token in memory, or one renewed from the cookie. The
 * editions every screen chooses from start loading at once, beside the screen's code.
 */
export async function requireSession({ request }: LoaderFunctionArgs) {
  if (session.token || (await renewAccessToken())) {
    void queryClient.prefetchQuery(editionsQueryOptions());
    return null;
  }
  const url = new URL(request.url);
  const inside = url.pathname.replace(/^\/admin/, '') + url.search;
  throw redirect(paths.signIn.getHref(inside));
}
