import type { ButtonHTMLAttributes } from 'react';

/**
 * The form's submit button; `aria-describedby` names the text saying why it is greyed (what is still missing). The
 * rest of the button's attributes pass through as they are: the registration page's JavaScript keeps its budget.
 */
export interface SubmitButtonProps extends Pick<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-describedby' | 'children'> {
  /** invalid flag: the button is disabled and greyed while the form is invalid */
  invalid: boolean;
  busy?: boolean;
}

export function SubmitButton({ invalid, busy = false, ...button }: SubmitButtonProps) {
  return <button type="submit" className="button submit" disabled={invalid || busy} aria-busy={busy || undefined} {...button} />;
}
