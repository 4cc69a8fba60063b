import { useMemo, useState, type FormEvent } from 'react';
import { fieldErrorMap, type Schema } from '@brocante/shared';
import { ApiFailure } from './api';

/**
 * Form state checked by a shared schema on every change: a field shows its error once the person
 * has left it (or tried to send), its validity ring once touched; the form is invalid while any rule
 * fails. `submit` sends the values and turns a refusal into the banner and the fields' messages.
 */
export function useForm<Values extends Record<string, unknown>>(schema: Schema, initial: Values) {
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Partial<Record<keyof Values, boolean>>>({});
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const errors = useMemo(() => {
    const result = schema.safeParse(values);
    return result.success ? {} : fieldErrorMap(result.error);
  }, [schema, values]);

  const invalid = Object.keys(errors).length > 0;

  function field<Key extends keyof Values & string>(name: Key) {
    const fieldError = serverErrors[name] ?? (touched[name] ? errors[name] : undefined);
    return {
      name,
      value: values[name],
      error: fieldError ?? null,
      validity: touched[name] ? !fieldError : null,
      onChange: (value: Values[Key]) => {
        setValues((current) => ({ ...current, [name]: value }));
        setServerErrors(({ [name]: _cleared, ...rest }) => rest);
      },
      onBlur: () => setTouched((current) => ({ ...current, [name]: true })),
    };
  }

  function submit(send: (values: Values) => Promise<void>) {
    return async (event: FormEvent) => {
      event.preventDefault();
      setTouched(Object.fromEntries(Object.keys(values).map((key) => [key, true])) as never);
      if (invalid) return;
      setSending(true);
      setError(null);
      try {
        await send(values);
      } catch (failure) {
        if (!(failure instanceof ApiFailure)) throw failure;
        setError(failure.message);
        setServerErrors(failure.fieldErrors);
      } finally {
        setSending(false);
      }
    };
  }

  return { values, invalid, field, submit, sending, error };
}
