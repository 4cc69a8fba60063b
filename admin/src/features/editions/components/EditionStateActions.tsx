import { EDITION_STATE_CHANGES, formatDate, type EditionRecord, type EditionState } from '@brocante/shared';

/** What each change of state is called on its button, from where the edition stands. */
export function stateChangeLabel(from: EditionState, to: EditionState): string {
  if (to === 'open') return from === 'preparation' ? 'Ouvrir les inscriptions' : 'Rouvrir';
  if (to === 'preparation') return 'Remettre en préparation';
  if (to === 'closed') return 'Clôturer';
  return 'Archiver';
}

/** What a volunteer is asked before a change that cannot be undone. */
export function archiveQuestion(edition: EditionRecord): string {
  return (
    `Archiver l'édition du ${formatDate(edition.date)} ? Une édition archivée ne se rouvre plus : ` +
    'ses règles et ses inscriptions ne se lisent plus qu’en lecture seule. Vérifiez que les remboursements, ' +
    'les cautions et les paiements en retard sont réglés.'
  );
}

interface EditionStateActionsProps {
  edition: EditionRecord;
  busy: boolean;
  onChange: (state: EditionState) => void;
}

/** The buttons that move an edition to the states EDITION_STATE_CHANGES allows from its own. */
export function EditionStateActions({ edition, busy, onChange }: EditionStateActionsProps) {
  const day = formatDate(edition.date);
  return (
    <>
      {EDITION_STATE_CHANGES[edition.state].map((to) => (
        <button
          key={to}
          type="button"
          className={to === 'archived' ? 'button secondary' : 'button'}
          disabled={busy}
          onClick={() => {
            if (to === 'archived' && !window.confirm(archiveQuestion(edition))) return;
            onChange(to);
          }}
        >
          {stateChangeLabel(edition.state, to)} <span className="visually-hidden">— édition du {day}</span>
        </button>
      ))}
    </>
  );
}
