import { redirect, type LoaderFunctionArgs } from 'react-router';
import { paths } from '../config/paths';
import { configurationQueryOptions } from '../features/configuration/api/get-configuration';
import { renewAccessToken } from '../lib/api-client';
import { queryClient } from '../lib/query-client';
import { session } from '../lib/session';

/** Before every route resolves, the configuration is loaded; when that fails, the error route. */
export async function configurationLoader() {
  try {
    return await queryClient.fetchQuery({ ...configurationQueryOptions(), staleTime: 0, retry: false });
  } catch {
    throw redirect(paths.error.getHref());
  }
}

/** Admin routes need a staff session: the access token in memory, or one renewed from the cookie. */
export async function requireSession({ request }: LoaderFunctionArgs) {
  if (session.token || (await renewAccessToken())) return null;
  const url = new URL(request.url);
  const inside = url.pathname.replace(/^\/admin/, '') + url.search;
  throw redirect(paths.signIn.getHref(inside));
}
