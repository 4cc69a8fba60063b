import { useEffect, useId, useRef, useState } from 'react';
import { SEARCH_DEBOUNCE_MS, TEXTS } from '@brocante/shared';

export interface SearchInputProps {
  value: string;
  placeholder?: string;
  /** focus flag: the field takes the focus when set */
  focus?: boolean;
  /** called once typing has paused for 500 ms */
  onSearch: (value: string) => void;
}

export function SearchInput({ value, placeholder = TEXTS.searchPlaceholder, focus = false, onSearch }: SearchInputProps) {
  const id = `search-${useId()}`;
  const [text, setText] = useState(value);
  const input = useRef<HTMLInputElement>(null);
  const emitted = useRef(value);

  // The URL (or a parent) may change the value: follow it.
  useEffect(() => {
    setText(value);
    emitted.current = value;
  }, [value]);

  useEffect(() => {
    if (focus) input.current?.focus();
  }, [focus]);

  useEffect(() => {
    if (text === emitted.current) return;
    const timer = setTimeout(() => {
      emitted.current = text;
      onSearch(text);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, onSearch]);

  return (
    <div className="field search">
      <label htmlFor={id}>{TEXTS.searchLabel}</label>
      <input
        ref={input}
        id={id}
        className="control"
        type="search"
        value={text}
        placeholder={placeholder}
        onChange={(event) => setText(event.target.value)}
      />
    </div>
  );
}
