import { editionWork, type EditionState } from '@brocante/shared';
import { useChosenEdition } from '../../hooks/use-chosen-edition';

export const EDITION_NOTICES = {
  settlement: 'Édition clôturée : seuls les paiements reçus en retard, les remboursements et les cautions se traitent encore.',
  none: 'Édition archivée : lecture seule.',
} as const;

/** What may still be done with an edition in the state given, said above its screen; nothing for one in preparation or open. */
export function EditionNotice({ state }: { state: EditionState | null | undefined }) {
  const work = state ? editionWork(state) : 'all';
  if (work === 'all') return null;
  return <p className="notice edition-notice">{EDITION_NOTICES[work]}</p>;
}

/** The notice of the edition chosen in the chooser. */
export function ChosenEditionNotice() {
  return <EditionNotice state={useChosenEdition().edition?.state} />;
}
