import { BackToRegistrations } from '../../components/ui/BackToRegistrations';
import { NoEditionYet } from '../../features/editions/components/NoEditionYet';
import { useChosenEdition } from '../../hooks/use-chosen-edition';
import { Deposits } from '../../features/refunds/components/Deposits';
import { LatePayments } from '../../features/refunds/components/LatePayments';
import { RefundsList } from '../../features/refunds/components/RefundsList';

/** The chosen edition's money to settle: a past edition's refunds, deposits and late payments are still settled here. */
export function RefundsRoute() {
  const { day } = useChosenEdition();
  if (day === '') return <NoEditionYet title="Remboursements" />;
  if (!day) return null;
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
      <LatePayments edition={day} />
      <Deposits edition={day} />
      <RefundsList edition={day} />
    </>
  );
}
