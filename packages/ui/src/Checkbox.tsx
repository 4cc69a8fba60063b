import { useId, type ReactNode } from 'react';
import { describedBy } from './field';

export interface CheckboxProps {
  name: string;
  checked: boolean;
  children: ReactNode;
  error?: string | null;
  required?: boolean;
  onChange: (checked: boolean) => void;
  onBlur?: () => void;
}

export function Checkbox({ name, checked, children, error, required, onChange, onBlur }: CheckboxProps) {
  const id = `${name}-${useId()}`;
  return (
    <div className="field checkbox">
      <input
        id={id}
        name={name}
        type="checkbox"
        checked={checked}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(error && `${id}-error`)}
        onChange={(event) => onChange(event.target.checked)}
        onBlur={onBlur}
      />
      <label htmlFor={id}>{children}</label>
      {error && (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}
