import { Link } from 'react-router';
import { paths } from '../../config/paths';

export function NotFoundRoute() {
  return (
    <main className="admin-main">
      <h1>Page introuvable</h1>
      <p>
        <Link to={paths.registrations.getHref()}>Retour aux réservations</Link>
      </p>
    </main>
  );
}
