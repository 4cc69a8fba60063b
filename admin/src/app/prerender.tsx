import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { ADMIN_BASENAME, paths } from '../config/paths';
import { SignInScreen } from './routes/sign-in';

/**
 * The sign-in screen as React first paints it, written into the page at build time (scripts/prerender.mjs):
 * the first screen a volunteer sees paints with the HTML, before the scripts arrive.
 */
export function signInScreen(): string {
  return renderToStaticMarkup(
    <MemoryRouter basename={ADMIN_BASENAME} initialEntries={[`${ADMIN_BASENAME}${paths.signIn.getHref()}`]}>
      <SignInScreen />
    </MemoryRouter>,
  );
}
