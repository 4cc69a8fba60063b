import { isWaitlisted } from '@brocante/shared';
import type { RegistrantView } from '@brocante/shared';
import { fill } from '../../../i18n/fill';
import { TransferDetails } from '../PaymentInstructions';
import type { RegistrantPart } from './texts';

/** The transfer to make (all of it, or what is left), for a registration that has one. */
export function Payment({ view, language, texts }: RegistrantPart & { view: RegistrantView }) {
  if (!view.transfer) return null;
  const t = texts.payment;
  return (
    <section className="card" aria-labelledby="paiement">
      <h2 id="paiement">{fill(t.transferTitle, { whenAssigned: isWaitlisted(view.status) ? t.whenAssigned : '' })}</h2>
      <TransferDetails transfer={view.transfer} language={language} texts={t} />
    </section>
  );
}
