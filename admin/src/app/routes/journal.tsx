import { Journal } from '../../features/team/components/Journal';

export function JournalRoute() {
  return (
    <>
      <h1>Journal</h1>
      <p>
        Qui a fait quoi : chaque changement fait par un bénévole, avec son nom et son rôle au moment où il l&apos;a fait. Les
        lignes sont gardées aussi longtemps que les inscriptions dont elles parlent.
      </p>
      <Journal />
    </>
  );
}
