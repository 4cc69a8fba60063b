import { useRef, useState } from 'react';
import { TextInput, type TextInputProps } from './TextInput';

type Suggest = (address: string) => string | null;

let suggester: Promise<Suggest> | null = null;
/** The rule (@brocante/shared's suggestEmail) is fetched when the person first reaches the field, not with the page. */
function loadSuggester(): Promise<Suggest> {
  suggester ??= import('@brocante/shared/email-suggestion').then(
    (rule) => rule.suggestEmail,
    (error: unknown) => {
      suggester = null;
      throw error;
    },
  );
  return suggester;
}

/**
 * An e-mail field that, once the person leaves it, offers the address they most likely meant when its
 * domain looks mistyped: « Vouliez-vous dire marie@gmail.com ? », a button that fills the field in,
 * announced politely. Only a suggestion: the address as typed stays acceptable. `didYouMean` and `questionMark` say
 * it in the page's language (« Vouliez-vous dire » and « ? », "Bedoelde u" and "?").
 */
export function EmailInput({
  didYouMean = 'Vouliez-vous dire',
  questionMark = ' ?',
  ...props
}: Omit<TextInputProps, 'type' | 'inputMode'> & { didYouMean?: string; questionMark?: string }) {
  const [suggest, setSuggest] = useState<Suggest | null>(null);
  /** The value the person left the field with: a suggestion waits until they have finished typing. */
  const [left, setLeft] = useState<string | null>(null);
  const wrapper = useRef<HTMLDivElement>(null);
  const suggestion = suggest && left === props.value ? suggest(props.value) : null;

  function load() {
    if (!suggest)
      loadSuggester().then(
        (rule) => setSuggest(() => rule),
        () => undefined,
      );
  }

  return (
    <div ref={wrapper} onFocus={load}>
      <TextInput
        {...props}
        type="email"
        inputMode="email"
        onBlur={() => {
          setLeft(props.value);
          props.onBlur?.();
        }}
      />
      <p className="email-suggestion" role="status">
        {suggestion && (
          <>
            {didYouMean}{' '}
            <button
              type="button"
              onClick={() => {
                props.onChange(suggestion);
                setLeft(suggestion);
                wrapper.current?.querySelector('input')?.focus();
              }}
            >
              {suggestion}
            </button>
            {questionMark}
          </>
        )}
      </p>
    </div>
  );
}
