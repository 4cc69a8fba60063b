import { Link } from 'react-router';
import { Icon } from '@brocante/ui';
import { paths } from '../../config/paths';

/** The way back to the registrations list, above every screen reached from it. */
export function BackToRegistrations() {
  return (
    <p className="no-print">
      <Link to={paths.registrations.getHref()}>
        <Icon name="arrow" className="flip" /> Toutes les réservations
      </Link>
    </p>
  );
}
