import { EditionsList } from '../../features/editions/components/EditionsList';

export function EditionsRoute() {
  return (
    <>
      <h1>Éditions</h1>
      <p>
        Chaque brocante est une édition : son jour, ses prix, ses échéances et son état. Une édition en préparation ne se voit pas
        sur le site ; ouverte, le site la montre et reçoit les inscriptions ; clôturée, ses comptes se règlent encore
        (remboursements, cautions, paiements en retard) ; archivée, elle ne change plus. Deux éditions peuvent être ouvertes à la
        fois.
      </p>
      <EditionsList />
    </>
  );
}
