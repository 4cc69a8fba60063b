import { BackToRegistrations } from '../../components/ui/BackToRegistrations';
import { Deposits } from '../../features/refunds/components/Deposits';
import { LatePayments } from '../../features/refunds/components/LatePayments';
import { RefundsList } from '../../features/refunds/components/RefundsList';

export function RefundsRoute() {
  return (
    <>
      <BackToRegistrations />
      <h1>Remboursements</h1>
      <p>
        Une inscription payée puis annulée (par un bénévole ou par la personne) est à rembourser, sur le compte qui a payé.
        Choisissez les remboursements, téléchargez le fichier de virements et importez-le dans l'application de la banque du
        comité ; une fois la banque passée, marquez-les comme faits. Un paiement reçu après l'annulation de son inscription attend
        ici qu'un bénévole la réinscrive avec lui ou le rembourse. Après la brocante, les cautions se rendent (elles rejoignent
        les remboursements) ou se gardent quand l'emplacement n'a pas été laissé propre.
      </p>
      <LatePayments />
      <Deposits />
      <RefundsList />
    </>
  );
}
