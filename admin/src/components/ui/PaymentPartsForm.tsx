import { useState } from 'react';
import { formatEuro, TEXTS } from '@brocante/shared';
import { ErrorBanner, Icon, Select, TextInput } from '@brocante/ui';
import { usePayableRegistrations } from '../../hooks/use-payable-registrations';

/**
 * Money shared across registrations that may still be paid (a family's transfer, an overpayment): a
 * registration and an amount per row, sent only once every euro of `total` is given.
 */
export function PaymentPartsForm({
  label,
  total,
  minimum,
  submitLabel,
  busy,
  error,
  onSubmit,
}: {
  label: string;
  total: number;
  /** How many rows the form starts with (and keeps at least). */
  minimum: number;
  submitLabel: string;
  busy: boolean;
  error: string | null | undefined;
  onSubmit: (parts: { registration: string; amount: number }[]) => void;
}) {
  const payable = usePayableRegistrations();
  const [parts, setParts] = useState(() => Array.from({ length: minimum }, () => ({ registration: '', amount: '' })));
  const cents = (text: string) => Math.round(Number(text.replace(',', '.')) * 100) || 0;
  const left = (Math.round(total * 100) - parts.reduce((sum, part) => sum + cents(part.amount), 0)) / 100;
  const complete = parts.every((part) => part.registration && cents(part.amount) > 0) && left === 0;
  const change = (index: number, field: 'registration' | 'amount', value: string) =>
    setParts((current) => current.map((part, at) => (at === index ? { ...part, [field]: value } : part)));
  const options = (payable.data ?? []).map((option) => ({
    id: option.documentId,
    name: `${option.lastName} ${option.firstName} — ${formatEuro(option.amount)}`,
  }));
  return (
    <form
      className="inline-form"
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        if (complete) onSubmit(parts.map((part) => ({ registration: part.registration, amount: cents(part.amount) / 100 })));
      }}
    >
      {parts.map((part, index) => (
        <div key={index} className="split-part">
          <Select
            placeholder={TEXTS.selectPlaceholder}
            name={`${label}-registration-${index}`}
            label={`Inscription ${index + 1}`}
            value={part.registration}
            onChange={(value) => change(index, 'registration', value)}
            options={options}
          />
          <TextInput
            name={`${label}-amount-${index}`}
            label={`Montant ${index + 1} (€)`}
            inputMode="decimal"
            value={part.amount}
            onChange={(value) => change(index, 'amount', value)}
          />
        </div>
      ))}
      <p role="status">{left === 0 ? 'Tout le montant est réparti.' : `Reste à répartir : ${formatEuro(left)}`}</p>
      <ErrorBanner error={error} />
      <div className="actions">
        <button
          type="button"
          className="button secondary"
          onClick={() => setParts((current) => [...current, { registration: '', amount: '' }])}
        >
          <Icon name="add" />
          Une inscription de plus
        </button>
        <button type="submit" className="button" disabled={!complete || busy}>
          <Icon name="check" />
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
