import type { RegistrantView } from '@brocante/shared';
import { TransferDetails } from '../PaymentInstructions';

/** The transfer to make (all of it, or what is left), for a registration that has one. */
export function Payment({ view }: { view: RegistrantView }) {
  if (!view.transfer) return null;
  return (
    <section className="card" aria-labelledby="paiement">
      <h2 id="paiement">Paiement par virement{view.status === 'waitlist' ? ' (quand un emplacement vous sera attribué)' : ''}</h2>
      <TransferDetails transfer={view.transfer} />
    </section>
  );
}
