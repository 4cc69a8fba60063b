import { useId } from 'react';
import { controlAttributes, Field, type Validity } from './field';

export interface SelectOption {
  id: string;
  name: string;
}

export interface SelectProps {
  value: string;
  name: string;
  label: string;
  options: readonly SelectOption[];
  /** first option, shown until a value is chosen, in the page's language (the admin's TEXTS.selectPlaceholder) */
  placeholder: string;
  description?: string;
  required?: boolean;
  disabled?: boolean;
  validity?: Validity;
  error?: string | null;
  onChange: (value: string) => void;
  onBlur?: () => void;
}

export function Select({
  value,
  name,
  label,
  options,
  placeholder,
  description,
  required,
  disabled,
  validity = null,
  error,
  onChange,
  onBlur,
}: SelectProps) {
  const id = `${name}-${useId()}`;
  return (
    <Field id={id} label={label} description={description} error={error} required={required}>
      <select
        {...controlAttributes(id, { validity, error, description })}
        name={name}
        value={value}
        required={required}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      >
        {/* Once a value is chosen, the placeholder can no longer be picked. */}
        <option value="" disabled={value !== ''}>
          {placeholder}
        </option>
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.name}
          </option>
        ))}
      </select>
    </Field>
  );
}
