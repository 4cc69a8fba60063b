import { Link } from 'react-router';
import { paths } from '../../../config/paths';

/** Where a screen needs a brocante and none has been opened yet: the way to prepare the first one. */
export function NoEditionYet({ title }: { title: string }) {
  return (
    <section aria-labelledby="no-edition-title">
      <h1 id="no-edition-title">{title}</h1>
      <p role="status">
        Aucune édition de la brocante n&apos;est encore ouverte. <Link to={paths.editions.getHref()}>Préparez la première</Link>
        {', puis ouvrez-la.'}
      </p>
    </section>
  );
}
