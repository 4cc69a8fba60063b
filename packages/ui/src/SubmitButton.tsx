import type { ReactNode } from 'react';

export interface SubmitButtonProps {
  /** invalid flag: the button is disabled and greyed while the form is invalid */
  invalid: boolean;
  busy?: boolean;
  children: ReactNode;
}

export function SubmitButton({ invalid, busy = false, children }: SubmitButtonProps) {
  return (
    <button type="submit" className="button submit" disabled={invalid || busy} aria-busy={busy || undefined}>
      {children}
    </button>
  );
}
