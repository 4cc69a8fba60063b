import { useMemo, useState } from 'react';
import { fieldErrorMap, type Schema } from '@brocante/shared';

/**
 * Form state checked by a shared schema on every change: a field shows its error once the person
 * has left it (or tried to send), its validity ring once touched; the form is invalid while any rule fails.
 */
export function useForm<Values extends Record<string, unknown>>(schema: Schema, initial: Values) {
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Partial<Record<keyof Values, boolean>>>({});
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});

  const errors = useMemo(() => {
    const result = schema.safeParse(values);
    return result.success ? {} : fieldErrorMap(result.error);
  }, [schema, values]);

  const invalid = Object.keys(errors).length > 0;

  function field<Key extends keyof Values & string>(name: Key) {
    const error = serverErrors[name] ?? (touched[name] ? errors[name] : undefined);
    return {
      name,
      value: values[name],
      error: error ?? null,
      validity: touched[name] ? !error : null,
      onChange: (value: Values[Key]) => {
        setValues((current) => ({ ...current, [name]: value }));
        setServerErrors(({ [name]: _cleared, ...rest }) => rest);
      },
      onBlur: () => setTouched((current) => ({ ...current, [name]: true })),
    };
  }

  return { values, errors, invalid, field, setServerErrors, touchAll: () => setTouched(Object.fromEntries(Object.keys(values).map((key) => [key, true])) as never) };
}
