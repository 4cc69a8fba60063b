import type { ReactNode } from 'react';

export interface SubmitButtonProps {
  /** invalid flag: the button is disabled and greyed while the form is invalid */
  invalid: boolean;
  busy?: boolean;
  /** the id of the text saying why the button is greyed (what is still missing) */
  describedBy?: string;
  children: ReactNode;
}

export function SubmitButton({ invalid, busy = false, describedBy, children }: SubmitButtonProps) {
  return (
    <button
      type="submit"
      className="button submit"
      disabled={invalid || busy}
      aria-busy={busy || undefined}
      aria-describedby={describedBy}
    >
      {children}
    </button>
  );
}
