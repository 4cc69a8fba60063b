import { useMemo, useState, type FormEvent } from 'react';
import { ApiFailure, BOT_TRAP_FIELD, fieldErrorMap, messageText, type Messages, type Schema } from '@brocante/shared';
import { botTrapValue } from './BotTrap';

const asIs = (values: unknown) => values;

/** A refusal's field messages, each put in the form's words where the server gave its code (else the server's text). */
function translated(codes: Record<string, string>, texts: Record<string, string>, messages: Messages): Record<string, string> {
  return Object.fromEntries(
    Object.entries(texts).map(([path, text]) => [path, codes[path] ? messageText(codes[path], messages) : text]),
  );
}

/**
 * Form state checked by a shared schema on every change: a field shows its error once the person
 * has left it (or tried to send), its validity ring once touched; the form is invalid while any rule
 * fails. `submit` hands the parsed values to `send` and turns a refusal into the banner's message and
 * the fields' messages; a form holding a BotTrap sends what the trap holds, if anything, for the API
 * to refuse. `toInput` turns what the fields hold into what the schema reads (e.g. "3,5" → 3.5). The schema gives
 * codes; `messages` (the form's language's validation catalogue) puts them in words, a refusal's field messages too
 * when the server gave their code, and `loadingError` is the banner when a call fails without a message.
 */
export function useSchemaForm<Values extends Record<string, unknown>, Output>(
  schema: Schema<Output>,
  initial: Values,
  { messages, loadingError, toInput = asIs }: { messages: Messages; loadingError: string; toInput?: (values: Values) => unknown },
) {
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Partial<Record<keyof Values, boolean>>>({});
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const result = useMemo(() => schema.safeParse(toInput(values)), [schema, toInput, values]);
  const errors = result.success ? {} : fieldErrorMap(result.error, messages);

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

  function submit(send: (output: Output) => Promise<void>) {
    return async (event: FormEvent) => {
      event.preventDefault();
      setTouched(Object.fromEntries(Object.keys(values).map((key) => [key, true])) as never);
      if (!result.success) return;
      setSending(true);
      setError(null);
      const trap = event.currentTarget instanceof HTMLFormElement ? botTrapValue(event.currentTarget) : '';
      try {
        await send(trap ? ({ ...result.data, [BOT_TRAP_FIELD]: trap } as Output) : result.data);
      } catch (failure) {
        // A refused call, whichever client made it (the site's fetch or the admin's axios), throws an ApiFailure.
        setError(failure instanceof ApiFailure ? failure.message : loadingError);
        setServerErrors(failure instanceof ApiFailure ? translated(failure.fieldCodes, failure.fieldErrors, messages) : {});
      } finally {
        setSending(false);
      }
    };
  }

  return { values, invalid: !result.success, field, submit, sending, error };
}
