import { formatDate, paperList, type CheckInList, isPaid } from '@brocante/shared';

/**
 * The day's list for when every phone is dead: printed from the check-in screen (« Imprimer la liste du
 * jour »), hidden on screen. By street and pitch, with who has paid and a box to tick at arrival.
 */
export function PaperList({ list }: { list: CheckInList }) {
  return (
    <section className="paper-list" aria-label="Liste du jour à imprimer">
      <h2>
        Accueil des exposants — {formatDate(list.date)}, arrivées de {list.arrivalFrom} à {list.arrivalUntil}
      </h2>
      <table>
        <thead>
          <tr>
            <th scope="col">Rue</th>
            <th scope="col">Emplacement</th>
            <th scope="col">Nom</th>
            <th scope="col">Paiement</th>
            <th scope="col">Arrivé</th>
          </tr>
        </thead>
        <tbody>
          {paperList(list).map((exhibitor) => (
            <tr key={exhibitor.documentId}>
              <td>{exhibitor.street}</td>
              <td>{exhibitor.pitches.join(', ')}</td>
              <td>{exhibitor.name}</td>
              <td>{isPaid(exhibitor.status) ? 'payé' : 'à payer'}</td>
              <td aria-label={exhibitor.arrivedAt ? 'arrivée déjà notée' : 'à cocher'}>{exhibitor.arrivedAt ? '☑' : '☐'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
