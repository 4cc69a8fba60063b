import { Link } from 'react-router';
import { Icon } from '@brocante/ui';
import { paths } from '../../config/paths';
import { useEditionHref } from '../../hooks/use-chosen-edition';

/** The way back to the registrations list (of the edition chosen), above every screen reached from it. */
export function BackToRegistrations() {
  const href = useEditionHref();
  return (
    <p className="no-print">
      <Link to={href(paths.registrations.getHref())}>
        <Icon name="arrow" className="flip" /> Toutes les réservations
      </Link>
    </p>
  );
}
