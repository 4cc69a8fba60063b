import { useId, type ChangeEvent, type HTMLInputTypeAttribute } from 'react';
import { controlAttributes, Field, type Validity } from './field';

export interface TextInputProps {
  value: string;
  name: string;
  type?: HTMLInputTypeAttribute;
  label: string;
  placeholder?: string;
  description?: string;
  /** id of a <datalist> offering values */
  listId?: string;
  autoComplete?: string;
  disabled?: boolean;
  required?: boolean;
  readOnly?: boolean;
  inputMode?: 'text' | 'email' | 'tel' | 'numeric' | 'decimal' | 'search';
  validity?: Validity;
  error?: string | null;
  onChange: (value: string) => void;
  onBlur?: () => void;
}

export function TextInput({
  value,
  name,
  type = 'text',
  label,
  placeholder,
  description,
  listId,
  autoComplete,
  disabled,
  required,
  readOnly,
  inputMode,
  validity = null,
  error,
  onChange,
  onBlur,
}: TextInputProps) {
  const id = `${name}-${useId()}`;
  return (
    <Field id={id} label={label} description={description} error={error} required={required}>
      <input
        {...controlAttributes(id, { validity, error, description })}
        name={name}
        type={type}
        value={value}
        placeholder={placeholder}
        list={listId}
        autoComplete={autoComplete}
        disabled={disabled}
        required={required}
        readOnly={readOnly}
        inputMode={inputMode}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
        onBlur={onBlur}
      />
    </Field>
  );
}
