import { BackToRegistrations } from '../../components/ui/BackToRegistrations';
import { StatementImport } from '../../features/bank-statements/components/StatementImport';

export function StatementImportRoute() {
  return (
    <>
      <BackToRegistrations />
      <h1>Importer un extrait de compte</h1>
      <p>
        Les virements dont la communication structurée correspond à une inscription la marquent payée (avec un e-mail de
        confirmation). Les autres lignes sont montrées ici pour qu'un bénévole décide.
      </p>
      <StatementImport />
    </>
  );
}
