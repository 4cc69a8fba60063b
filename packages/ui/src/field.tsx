import type { ReactNode } from 'react';

/** Validity of a control: null is neutral, true valid (teal ring), false invalid (red ring). */
export type Validity = boolean | null | undefined;

export function validityClass(validity: Validity, error?: string | null): string {
  if (error || validity === false) return 'control is-invalid';
  if (validity === true) return 'control is-valid';
  return 'control';
}

export function describedBy(...ids: (string | false | null | undefined)[]): string | undefined {
  const present = ids.filter(Boolean);
  return present.length ? present.join(' ') : undefined;
}

/** The attributes every control shares: its ring, and its tie to its description and error. */
export function controlAttributes(
  id: string,
  { validity = null, error, description }: { validity?: Validity; error?: string | null; description?: string },
) {
  return {
    id,
    className: validityClass(validity, error),
    'aria-invalid': error || validity === false ? true : undefined,
    'aria-describedby': describedBy(description && `${id}-description`, error && `${id}-error`),
  } as const;
}

interface FieldProps {
  id: string;
  label: string;
  description?: string;
  error?: string | null;
  required?: boolean;
  children: ReactNode;
}

/** Label, control, description and the error text in red beneath it, tied together by ids. */
export function Field({ id, label, description, error, required, children }: FieldProps) {
  return (
    <div className="field">
      <label htmlFor={id}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {children}
      {description && (
        <p className="field-description" id={`${id}-description`}>
          {description}
        </p>
      )}
      {error && (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}
