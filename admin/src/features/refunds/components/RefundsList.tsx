import { useState } from 'react';
import { Link } from 'react-router';
import {
  countOf,
  formatDateTime,
  formatEuro,
  formatIban,
  formatStructuredCommunication,
  hasCreditor,
  refundPayerSchema,
  type RefundReason,
  type RefundRecord,
} from '@brocante/shared';
import { ErrorBanner, Icon, LoadingClock, SubmitButton, TextInput, useSchemaForm } from '@brocante/ui';
import { paths } from '../../../config/paths';
import { errorText } from '../../../lib/api-client';
import { PaymentPartsForm } from '../../../components/ui/PaymentPartsForm';
import { downloadTransferFile, useApplyOverpayment, useMarkRefundsDone, useRefunds, useSetRefundPayer } from '../api/refunds';
import { FRENCH_FORM } from '../../../lib/french-form';

/** What a refund is for, beside its amount: a cancellation needs no word. */
const REASON_NOTES: Record<RefundReason, string> = { cancellation: '', deposit: ' (caution)', overpayment: ' (trop-perçu)' };

/**
 * An overpayment that pays other registrations instead of going back: a family paid all its
 * registrations with one of their communications.
 */
function ApplyOverpayment({ refund }: { refund: RefundRecord }) {
  const apply = useApplyOverpayment();
  return (
    <details className="split">
      <summary>Payer d'autres inscriptions avec ce trop-perçu</summary>
      <PaymentPartsForm
        label={`Trop-perçu de ${refund.registration?.name ?? ''}`}
        total={refund.amount}
        minimum={1}
        submitLabel="Payer ces inscriptions"
        busy={apply.isPending}
        error={errorText(apply.error)}
        onSubmit={(parts) => apply.mutate({ documentId: refund.documentId, parts })}
      />
    </details>
  );
}

/** The account to credit, typed by a volunteer when the statement did not give it. */
function PayerForm({ refund }: { refund: RefundRecord }) {
  const setPayer = useSetRefundPayer();
  const form = useSchemaForm(
    refundPayerSchema,
    {
      payerName: refund.payerName ?? '',
      payerIban: refund.payerIban ? formatIban(refund.payerIban) : '',
    },
    FRENCH_FORM,
  );
  const submit = form.submit(async (values) => {
    await setPayer.mutateAsync({ documentId: refund.documentId, ...values });
  });
  return (
    <form
      className="inline-form"
      onSubmit={submit}
      noValidate
      aria-label={`Compte à créditer pour ${refund.registration?.name ?? ''}`}
    >
      <ErrorBanner error={form.error} />
      <TextInput {...form.field('payerName')} label="Titulaire du compte" required />
      <TextInput {...form.field('payerIban')} label="IBAN" required />
      <SubmitButton invalid={form.invalid} busy={form.sending}>
        Enregistrer
      </SubmitButton>
    </form>
  );
}

/**
 * What the committee owes back for an edition: pick the refunds, download one SEPA file for the banking app, then
 * mark them done once the bank has executed it.
 */
export function RefundsList({ edition }: { edition: string }) {
  const due = useRefunds('due', edition);
  const done = useRefunds('done', edition);
  const markDone = useMarkRefundsDone();
  const [picked, setPicked] = useState<string[]>([]);
  const [fileError, setFileError] = useState<string | null>(null);
  const [said, setSaid] = useState('');
  const refunds = due.data ?? [];
  const chosen = picked.filter((id) => refunds.some((refund) => refund.documentId === id));
  const total = refunds.filter((refund) => chosen.includes(refund.documentId)).reduce((sum, refund) => sum + refund.amount, 0);

  async function download() {
    setFileError(null);
    try {
      await downloadTransferFile(chosen);
      setSaid(
        `Fichier de ${countOf(chosen.length, 'virement')} (${formatEuro(total)}) téléchargé : importez-le dans l'application de la banque.`,
      );
    } catch (error) {
      setFileError(errorText(error));
    }
  }

  function finish() {
    if (!window.confirm(`Marquer ${countOf(chosen.length, 'remboursement')} comme faits ? La banque doit les avoir exécutés.`))
      return;
    markDone.mutate(chosen, {
      onSuccess: () => {
        setSaid(
          `${countOf(chosen.length, 'remboursement')} marqué${chosen.length > 1 ? 's' : ''} comme fait${chosen.length > 1 ? 's' : ''}.`,
        );
        setPicked([]);
      },
    });
  }

  return (
    <>
      <ErrorBanner error={errorText(due.error) ?? errorText(markDone.error) ?? fileError} />
      <LoadingClock loading={due.isFetching || markDone.isPending} />
      <p role="status">{said}</p>
      <section aria-labelledby="due-title">
        <h2 id="due-title">À rembourser</h2>
        {due.data && refunds.length === 0 && <p>Aucun remboursement à faire.</p>}
        {refunds.length > 0 && (
          <>
            <ul className="refunds">
              {refunds.map((refund) => (
                <li key={refund.documentId} className="card">
                  <label>
                    <input
                      type="checkbox"
                      checked={chosen.includes(refund.documentId)}
                      disabled={!hasCreditor(refund)}
                      onChange={(event) =>
                        setPicked((current) =>
                          event.target.checked
                            ? [...current, refund.documentId]
                            : current.filter((id) => id !== refund.documentId),
                        )
                      }
                    />{' '}
                    <strong>{formatEuro(refund.amount)}</strong>
                    {REASON_NOTES[refund.reason]} —{' '}
                    {refund.registration ? (
                      <Link to={paths.registration.getHref(refund.registration.documentId)}>{refund.registration.name}</Link>
                    ) : (
                      'Inscription effacée'
                    )}
                    {refund.registration && (
                      <span className="reference"> {formatStructuredCommunication(refund.registration.paymentReference)}</span>
                    )}
                  </label>
                  <p className="muted">Dû depuis le {formatDateTime(refund.createdAt)}</p>
                  {hasCreditor(refund) ? (
                    <p>
                      Vers {refund.payerName} — <span className="reference">{formatIban(refund.payerIban!)}</span>
                    </p>
                  ) : (
                    <PayerForm refund={refund} />
                  )}
                  {refund.reason === 'overpayment' && <ApplyOverpayment refund={refund} />}
                </li>
              ))}
            </ul>
            <div className="actions">
              <button type="button" className="button" disabled={!chosen.length} onClick={download}>
                <Icon name="download" />
                Télécharger le fichier de virements ({countOf(chosen.length, 'remboursement')}, {formatEuro(total)})
              </button>
              <button type="button" className="button secondary" disabled={!chosen.length || markDone.isPending} onClick={finish}>
                <Icon name="check" />
                Marquer comme remboursés
              </button>
            </div>
          </>
        )}
      </section>
      {done.data && done.data.length > 0 && (
        <section aria-labelledby="done-title">
          <h2 id="done-title">Déjà remboursés</h2>
          <ul>
            {done.data.map((refund) => (
              <li key={refund.documentId}>
                {formatEuro(refund.amount)}
                {REASON_NOTES[refund.reason]} — {refund.registration?.name ?? 'Inscription effacée'} —{' '}
                {refund.status === 'applied' ? 'a payé d’autres inscriptions le' : 'le'}{' '}
                {refund.doneAt ? formatDateTime(refund.doneAt) : ''}
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
