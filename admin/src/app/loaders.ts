import { redirect, type LoaderFunctionArgs } from 'react-router';
import { ApiFailure, type BrocanteConfiguration } from '@brocante/shared';
import { paths } from '../config/paths';
import { committeeQueryOptions, type Committee } from '../features/committee/api/get-committee';
import { configurationQueryOptions } from '../features/configuration/api/get-configuration';
import { meQueryOptions } from '../hooks/use-may';
import { editionsQueryOptions } from '../hooks/use-editions';
import { renewSession } from '../lib/api-client';
import { queryClient } from '../lib/query-client';
import { session } from '../lib/session';

/** What the app read last from the server's public answers, for a phone that opens it with no network. */
const LAST_READ = 'brocante.last-configuration';

const unreachable = (error: unknown) => error instanceof ApiFailure && error.status === 0;

/**
 * Before every route resolves, the configuration is loaded, and the committee (its name heads every screen)
 * unless it is already; when either fails, the error route. With no network, on a phone where a volunteer
 * is signed in, the last ones read: the check-in screen opens on what the phone keeps.
 */
export async function configurationLoader() {
  try {
    const [configuration, committee] = await Promise.all([
      queryClient.fetchQuery({ ...configurationQueryOptions(), staleTime: 0, retry: false }),
      queryClient.ensureQueryData({ ...committeeQueryOptions(), retry: false }),
    ]);
    localStorage.setItem(LAST_READ, JSON.stringify({ configuration, committee }));
    return configuration;
  } catch (error) {
    const saved = localStorage.getItem(LAST_READ);
    if (!unreachable(error) || !saved || !session.signedInHere) throw redirect(paths.error.getHref());
    const last = JSON.parse(saved) as { configuration: BrocanteConfiguration | null; committee: Committee };
    queryClient.setQueryData(configurationQueryOptions().queryKey, last.configuration);
    queryClient.setQueryData(committeeQueryOptions().queryKey, last.committee);
    return last.configuration;
  }
}

/**
 * Admin routes need a staff session: the access token in memory, or one renewed from the cookie; with no
 * network, a volunteer signed in on this phone goes on (the next call renews the session, or waits for the
 * network). The editions every screen chooses from start loading at once, beside the screen's code.
 */
export async function requireSession({ request }: LoaderFunctionArgs) {
  const allowed = session.token || (await renewSession()) === 'renewed' || session.signedInHere;
  if (allowed) {
    void queryClient.prefetchQuery(editionsQueryOptions());
    // The role decides the menu and the screens offered: read before any screen, the phone's last one offline.
    await queryClient.ensureQueryData(meQueryOptions()).catch(() => undefined);
    return null;
  }
  const url = new URL(request.url);
  const inside = url.pathname.replace(/^\/admin/, '') + url.search;
  throw redirect(paths.signIn.getHref(inside));
}
