import { useId, useState } from 'react';
import {
  BENEFICIARY_NAME_MAX,
  committeeAccountSchema,
  formatIban,
  SETTINGS_LABELS,
  STATEMENT_DELAY_WORKING_DAYS,
  type CommitteeAccountSettings,
} from '@brocante/shared';
import { ErrorBanner, LoadingClock, SubmitButton, TextInput, useSchemaForm } from '@brocante/ui';
import { errorText } from '../../../lib/api-client';
import { useCommitteeAccount, useSaveCommitteeAccount } from '../api/committee-account';
import { ErrorSummary } from './ErrorSummary';
import '../editions.css';
import { FRENCH_FORM } from '../../../lib/french-form';

type AccountFields = Record<keyof CommitteeAccountSettings, string>;

const FIELD_ORDER = ['debtorName', 'debtorIban', 'debtorBic', 'statementDelayWorkingDays'] as const;

const toInput = (fields: AccountFields) => ({
  ...fields,
  statementDelayWorkingDays:
    fields.statementDelayWorkingDays.trim() === '' ? Number.NaN : Number(fields.statementDelayWorkingDays.trim()),
});

function AccountForm({ account, onSaved }: { account: CommitteeAccountSettings | null; onSaved: () => void }) {
  const form = useSchemaForm(
    committeeAccountSchema,
    {
      debtorName: account?.debtorName ?? '',
      debtorIban: account ? formatIban(account.debtorIban) : '',
      debtorBic: account?.debtorBic ?? '',
      // A first account starts from the usual delay: nothing left empty that the volunteer would have to guess.
      statementDelayWorkingDays: String(account?.statementDelayWorkingDays ?? STATEMENT_DELAY_WORKING_DAYS),
    },
    { ...FRENCH_FORM, toInput },
  );
  const save = useSaveCommitteeAccount();
  const titleId = useId();
  const warningId = useId();
  const summaryId = useId();
  const submit = form.submit(async (data) => {
    await save.mutateAsync(data);
    onSaved();
  });
  const summary = FIELD_ORDER.flatMap((name) => {
    const message = form.field(name).error;
    return message ? [{ name, label: SETTINGS_LABELS[name], message }] : [];
  });

  return (
    <form onSubmit={submit} noValidate className="card" aria-labelledby={titleId} aria-describedby={warningId}>
      <h2 id={titleId}>Le compte où vont les paiements</h2>
      <p id={warningId} className="notice account-warning">
        <strong>Chaque changement est annoncé par e-mail à tous les bénévoles</strong> (chaque compte de l'administration) et
        inscrit dans l'historique ci-dessous : qui, quand, l'ancienne et la nouvelle valeur. Les e-mails et les codes QR de
        paiement envoyés ensuite portent ce compte : vérifiez-le deux fois.
      </p>
      <ErrorBanner error={form.error} />
      <div className="form-grid">
        <TextInput
          {...form.field('debtorName')}
          label={SETTINGS_LABELS.debtorName}
          description="Exactement comme votre banque l'écrit (sur un extrait, dans son application) : depuis octobre 2025, la banque de chaque payeur compare ce nom à celui du titulaire du compte (vérification du bénéficiaire) et l'avertit s'ils diffèrent."
          autoComplete="off"
          required
        />
        <BeneficiaryPreview name={form.values.debtorName} />
        <TextInput
          {...form.field('debtorIban')}
          label={SETTINGS_LABELS.debtorIban}
          description="Par exemple BE68 5390 0754 7034."
          autoComplete="off"
          required
        />
        <TextInput
          {...form.field('debtorBic')}
          label={SETTINGS_LABELS.debtorBic}
          description="8 ou 11 caractères, par exemple GKCCBEBB."
          autoComplete="off"
          required
        />
        <TextInput
          {...form.field('statementDelayWorkingDays')}
          label={SETTINGS_LABELS.statementDelayWorkingDays}
          description="Jours ouvrables qu'un virement met à paraître sur les extraits du comité (0 à 15)."
          inputMode="numeric"
          required
        />
      </div>
      <ErrorSummary errors={summary} id={summaryId} />
      <div className="form-actions">
        <SubmitButton invalid={form.invalid} busy={form.sending}>
          Enregistrer le compte
        </SubmitButton>
      </div>
    </form>
  );
}

/** The name as payers will see it: what the QR code and the e-mails carry, and how much of the QR's room it takes. */
function BeneficiaryPreview({ name }: { name: string }) {
  const shown = name.trim();
  if (!shown) return null;
  return (
    <p className="beneficiary-preview" aria-live="polite">
      Dans le code QR et les e-mails, le bénéficiaire sera : <q>{shown}</q> ({shown.length} caractères sur {BENEFICIARY_NAME_MAX}
      ).
    </p>
  );
}

/** The committee's account, set by staff: every change announced to all of them and kept in the history. */
export function CommitteeAccountForm() {
  const account = useCommitteeAccount();
  const [said, setSaid] = useState('');
  return (
    <>
      <ErrorBanner error={errorText(account.error)} />
      <LoadingClock loading={account.isFetching} />
      <p role="status">{said}</p>
      {account.isSuccess && account.data === null && (
        <p className="notice">
          Aucun compte n'est encore enregistré : aucune édition ne peut ouvrir ses inscriptions avant qu'il le soit.
        </p>
      )}
      {account.isSuccess && (
        <AccountForm
          account={account.data}
          onSaved={() => setSaid('Compte enregistré. Tous les bénévoles en sont avertis par e-mail.')}
        />
      )}
    </>
  );
}
