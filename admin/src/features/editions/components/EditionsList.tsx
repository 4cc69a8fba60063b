import { useState } from 'react';
import { Link } from 'react-router';
import {
  ApiFailure,
  comingEdition,
  countOf,
  EDITION_STATE_LABELS,
  formatDate,
  nextEditionProposal,
  type EditionRecord,
  type EditionState,
} from '@brocante/shared';
import { ErrorBanner, Icon, LoadingClock } from '@brocante/ui';
import { paths } from '../../../config/paths';
import { useEditions } from '../../../hooks/use-editions';
import { errorText } from '../../../lib/api-client';
import { useChangeEditionState, useSendInvitations } from '../api/editions';
import { EditionForm, type EditionFormSubject } from './EditionForm';
import { EditionStateActions } from './EditionStateActions';
import '../editions.css';

const STATE_SAID: Record<EditionState, string> = {
  preparation: 'remise en préparation : le site ne la montre plus',
  open: 'ouverte : le site la montre et les inscriptions sont reçues dans ses délais',
  closed: 'clôturée : ses comptes restent à régler (remboursements, cautions, paiements en retard)',
  archived: 'archivée',
};

/** The latest edition by its day, whose settings the next one takes a year later. */
function latest(editions: EditionRecord[]): EditionRecord | null {
  return editions.reduce<EditionRecord | null>((last, edition) => (!last || edition.date > last.date ? edition : last), null);
}

/**
 * The committee's editions, newest first: their settings, their states and the buttons that move them,
 * and « Préparer la prochaine édition » (the latest one's settings a year later).
 */
export function EditionsList() {
  const editions = useEditions();
  const changeState = useChangeEditionState();
  const invitations = useSendInvitations();
  const [subject, setSubject] = useState<EditionFormSubject | null>(null);
  const [said, setSaid] = useState('');
  const rows = editions.data ?? [];
  const coming = comingEdition(rows, new Date());
  const last = latest(rows);

  function prepareNext() {
    setSaid('');
    changeState.reset();
    setSubject({ kind: 'new', proposal: last ? nextEditionProposal(last) : null });
  }

  /** The invitation to those who asked, when they registered before, to hear of the next brocante. */
  function invite(edition: EditionRecord) {
    setSaid('');
    const question =
      `Envoyer l'invitation à l'édition du ${formatDate(edition.date)} aux personnes qui ont demandé à être prévenues ? ` +
      "Chacune ne la reçoit qu'une fois, même si vous appuyez encore ; personne d'autre n'est contacté.";
    if (!window.confirm(question)) return;
    invitations.mutate(edition.date, {
      onSuccess: ({ invited, consenting }) =>
        setSaid(
          `${countOf(invited, 'invitation envoyée', 'invitations envoyées')} ; ${countOf(consenting, 'personne en a', 'personnes en ont')} fait la demande (les autres étaient déjà invitées ou inscrites).`,
        ),
    });
  }

  function move(edition: EditionRecord, state: EditionState, withoutPitches = false) {
    setSaid('');
    // The form read the edition as it was: closed rather than left to save over its new state.
    if (subject?.kind === 'edit' && subject.edition.documentId === edition.documentId) setSubject(null);
    changeState.mutate(
      { date: edition.date, state, withoutPitches },
      {
        onSuccess: () => setSaid(`Édition du ${formatDate(edition.date)} ${STATE_SAID[state]}.`),
        onError: (error) => {
          // No pitch is drawn, so every registration would go to the waiting list: the server asks, the volunteer answers.
          const question = error instanceof ApiFailure ? error.fieldErrors.withoutPitches : undefined;
          if (!question) return;
          changeState.reset();
          if (window.confirm(question)) move(edition, state, true);
          else setSaid(`Édition du ${formatDate(edition.date)} laissée ${EDITION_STATE_LABELS[edition.state].toLowerCase()}.`);
        },
      },
    );
  }

  return (
    <>
      <div className="toolbar">
        <div className="toolbar-actions">
          <button type="button" className="button" onClick={prepareNext} disabled={!editions.data}>
            <Icon name="add" />
            {last ? 'Préparer la prochaine édition' : 'Créer la première édition'}
          </button>
          <Link className="button secondary" to={paths.committeeAccount.getHref()}>
            Compte du comité
          </Link>
        </div>
      </div>
      {subject && (
        <EditionForm
          key={subject.kind === 'new' ? 'new' : subject.edition.documentId}
          subject={subject}
          onDone={(message) => {
            setSubject(null);
            if (message) setSaid(message);
          }}
        />
      )}
      <ErrorBanner error={errorText(editions.error) ?? errorText(changeState.error) ?? errorText(invitations.error)} />
      <LoadingClock loading={editions.isFetching || changeState.isPending} />
      <p role="status">{said}</p>
      {editions.data && (
        <div className="table-scroll">
          <table className="data-table editions">
            <caption className="visually-hidden">Éditions, la plus récente d'abord</caption>
            <thead>
              <tr>
                <th scope="col">Jour de la brocante</th>
                <th scope="col">État</th>
                <th scope="col">Inscriptions</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {rows.length === 0 ? (
                <tr>
                  <td colSpan={4} className="empty">
                    Aucune édition pour l'instant.
                  </td>
                </tr>
              ) : (
                rows.map((edition) => (
                  <tr key={edition.documentId}>
                    <th scope="row" data-label="Jour de la brocante">
                      {formatDate(edition.date)}
                      {edition === coming && <span className="muted"> (la prochaine)</span>}
                    </th>
                    <td data-label="État">
                      <span className={`status edition-state-${edition.state}`}>{EDITION_STATE_LABELS[edition.state]}</span>
                    </td>
                    <td data-label="Inscriptions">{countOf(edition.registrations, 'inscription')}</td>
                    <td data-label="Actions">
                      <span className="edition-actions">
                        <button
                          type="button"
                          className="button secondary"
                          onClick={() => {
                            setSaid('');
                            setSubject({ kind: 'edit', edition });
                          }}
                        >
                          <Icon name={edition.state === 'archived' ? 'eye' : 'edit'} />
                          {edition.state === 'archived' ? 'Voir les règles' : 'Modifier les règles'}{' '}
                          <span className="visually-hidden">— édition du {formatDate(edition.date)}</span>
                        </button>
                        <EditionStateActions
                          edition={edition}
                          busy={changeState.isPending}
                          onChange={(state) => move(edition, state)}
                        />
                        {edition.state === 'open' && (
                          <button
                            type="button"
                            className="button secondary"
                            disabled={invitations.isPending}
                            onClick={() => invite(edition)}
                          >
                            Inviter les exposants d'avant{' '}
                            <span className="visually-hidden">— édition du {formatDate(edition.date)}</span>
                          </button>
                        )}
                      </span>
                    </td>
                  </tr>
                ))
              )}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
