import { useId } from 'react';
import { Icon } from './Icon';
import { controlAttributes, Field } from './field';

export interface FileInputProps {
  name: string;
  label: string;
  description?: string;
  disabled?: boolean;
  /** accept filter, e.g. ".csv,.cod,text/csv" */
  accept?: string;
  error?: string | null;
  onChange: (file: File | null) => void;
}

export function FileInput({ name, label, description, disabled, accept, error, onChange }: FileInputProps) {
  const id = `${name}-${useId()}`;
  return (
    <Field id={id} label={label} description={description} error={error}>
      <span className="file-input">
        <Icon name="upload" />
        <input
          {...controlAttributes(id, { error, description })}
          name={name}
          type="file"
          accept={accept}
          disabled={disabled}
          onChange={(event) => onChange(event.target.files?.[0] ?? null)}
        />
      </span>
    </Field>
  );
}
