import type { MouseEvent } from 'react';

export interface SummaryError {
  name: string;
  label: string;
  message: string;
}

/**
 * The fields still to correct, each a link to its field: why « Enregistrer » waits, said once above
 * the button, for someone who does not see every red field of a long form at once.
 */
export function ErrorSummary({ errors, id }: { errors: SummaryError[]; id: string }) {
  if (errors.length === 0) return null;
  function focusField(event: MouseEvent<HTMLAnchorElement>, name: string) {
    event.preventDefault();
    const control = event.currentTarget.closest('form')?.querySelector<HTMLElement>(`[name="${name}"]`);
    control?.focus();
  }
  return (
    <div className="error-summary" aria-labelledby={id}>
      <h3 id={id}>{errors.length === 1 ? 'Un champ à corriger :' : `${errors.length} champs à corriger :`}</h3>
      <ul>
        {errors.map((error) => (
          <li key={error.name}>
            <a href={`#${error.name}`} onClick={(event) => focusField(event, error.name)}>
              {error.label}
            </a>{' '}
            — {error.message}
          </li>
        ))}
      </ul>
    </div>
  );
}
