import { useId } from 'react';
import { TEXTAREA_ROWS } from '@brocante/shared';
import { controlAttributes, Field, type Validity } from './field';

export interface TextAreaProps {
  value: string;
  name: string;
  label: string;
  placeholder?: string;
  description?: string;
  required?: boolean;
  maxLength?: number;
  validity?: Validity;
  error?: string | null;
  onChange: (value: string) => void;
  onBlur?: () => void;
}

export function TextArea({
  value,
  name,
  label,
  placeholder,
  description,
  required,
  maxLength,
  validity = null,
  error,
  onChange,
  onBlur,
}: TextAreaProps) {
  const id = `${name}-${useId()}`;
  return (
    <Field id={id} label={label} description={description} error={error} required={required}>
      <textarea
        {...controlAttributes(id, { validity, error, description })}
        name={name}
        rows={TEXTAREA_ROWS}
        value={value}
        placeholder={placeholder}
        required={required}
        maxLength={maxLength}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      />
    </Field>
  );
}
