import { BOT_TRAP_FIELD } from '@brocante/shared';

/**
 * A field nobody sees or reaches (off-screen, hidden from assistive technologies, out of the tab
 * order, no autofill): a robot that fills every field fills it too, and the API refuses its form. Its label says
 * « Ne remplissez pas ce champ » in the page's language.
 */
export function BotTrap({ label = 'Ne remplissez pas ce champ' }: { label?: string }) {
  return (
    <div className="bot-trap" aria-hidden="true">
      <label htmlFor={BOT_TRAP_FIELD}>{label}</label>
      <input id={BOT_TRAP_FIELD} name={BOT_TRAP_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}

/** What the trap holds when the form is sent: nothing, from a person. */
export function botTrapValue(form: HTMLFormElement): string {
  const field = form.elements.namedItem(BOT_TRAP_FIELD);
  return field instanceof HTMLInputElement ? field.value : '';
}
