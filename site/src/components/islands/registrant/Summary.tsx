import {
  amountBreakdown,
  formatDate,
  formatDateTime,
  formatEuro,
  formatStructuredCommunication,
  isFree,
  paymentProgress,
  pitchesLabel,
  registrationAmount,
  type RegistrantView,
  isPaid,
  isWaitlisted,
  type RegistrationStatus,
} from '@brocante/shared';
import { fill } from '../../../i18n/fill';
import type { RegistrantTexts } from '../../../i18n/types';
import type { RegistrantPart } from './texts';

/** The registration's status in a sentence, one for each status: a new one does not compile until it has its own. */
const STATUS_SENTENCES: Record<RegistrationStatus, (view: RegistrantView, t: RegistrantTexts) => string> = {
  paid: (view, t) => (isFree(view.amount) ? t.statusFree : view.locations.length > 1 ? t.statusPaidPitches : t.statusPaidPitch),
  cancelled: (_view, t) => t.statusCancelled,
  waitlist: (view, t) => fill(t.statusWaitlist, { position: view.waitlistPosition ?? '' }),
  pending: (_view, t) => t.statusPending,
};

/** The registration at a glance: its status, the pitches, the amount and what is paid, the deadline, the deposit. */
export function Summary({ view, language, texts }: RegistrantPart & { view: RegistrantView }) {
  const t = texts.registrant;
  const euro = (amount: number) => formatEuro(amount, language);
  const transferReference = view.transfer?.structuredCommunication;
  return (
    <section className="card" aria-labelledby="statut">
      <h2 id="statut">{STATUS_SENTENCES[view.status](view, t)}</h2>
      <dl className="glance">
        <div>
          <dt>{t.brocante}</dt>
          <dd>{formatDate(view.edition, language)}</dd>
        </div>
        <div>
          <dt>{view.pitchCount > 1 ? t.pitches : t.pitch}</dt>
          <dd>
            {view.locations.length
              ? pitchesLabel(view.locations, language)
              : isWaitlisted(view.status)
                ? fill(t.notYet, { position: view.waitlistPosition ?? '' })
                : t.none}
          </dd>
        </div>
        <div>
          <dt>{t.amount}</dt>
          <dd>{isFree(view.amount) ? t.free : amountBreakdown(registrationAmount(view), language)}</dd>
        </div>
        <div>
          <dt>{t.paid}</dt>
          <dd>
            {view.paidAmount === null
              ? t.nothingYet
              : view.paidAt
                ? fill(t.paidOn, { amount: euro(view.paidAmount), date: formatDate(view.paidAt, language) })
                : fill(t.paidPart, { paid: euro(view.paidAmount), remaining: euro(paymentProgress(view, 0).remaining) })}
          </dd>
        </div>
        {view.expiresAt && (
          <div>
            <dt>{t.payBefore}</dt>
            <dd>{formatDateTime(view.expiresAt, language)}</dd>
          </div>
        )}
        {transferReference && (
          <div>
            <dt>{t.structuredCommunication}</dt>
            <dd className="reference">{formatStructuredCommunication(transferReference)}</dd>
          </div>
        )}
      </dl>
      {view.expiresAt && <p>{fill(t.expiry, { date: formatDateTime(view.expiresAt, language) })}</p>}
      {view.deposit > 0 && isPaid(view.status) && (
        <p>
          {fill(
            view.depositOutcome === 'returned'
              ? t.depositReturned
              : view.depositOutcome === 'kept'
                ? t.depositKept
                : t.depositPending,
            { amount: euro(view.deposit) },
          )}
        </p>
      )}
      {view.refundRequestedAt && <p>{t.refund}</p>}
    </section>
  );
}
