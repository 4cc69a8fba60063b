import { useState } from 'react';
import {
  countOf,
  formatEuro,
  pitchesFrom,
  releasable,
  type CheckInAction,
  type CheckInExhibitor,
  type CheckInList,
} from '@brocante/shared';
import { WalkInForm } from './WalkInForm';

interface MorningPitchesProps {
  list: CheckInList;
  tap: (exhibitor: CheckInExhibitor, action: 'release') => Promise<void>;
  keep: (made: CheckInAction) => Promise<void>;
}

/**
 * The empty pitches of the morning (docs/check-in.md): once arrivals are over, the pitches of the exhibitors not
 * arrived are « libérables »; a released or still free pitch is given on the spot, to someone of the waiting list who
 * is there or to a walk-in registered here. Every gesture is a tap kept on the phone, without network too.
 */
export function MorningPitches({ list, tap, keep }: MorningPitchesProps) {
  const [giving, setGiving] = useState<string | null>(null);
  const noShows = releasable(list);
  if (!noShows.length && !list.freePitches.length) return null;
  const keepsPayment = list.noShowRefund
    ? 'Son paiement lui sera remboursé, comme le prévoit le règlement de cette édition.'
    : "Rien n'est remboursé, comme le prévoit le règlement.";

  async function release(exhibitor: CheckInExhibitor) {
    const pitches = exhibitor.pitches.join(', ');
    if (!window.confirm(`Aucune arrivée pour ${exhibitor.name} : libérer ${pitches} ? ${keepsPayment} Un e-mail le lui dit.`))
      return;
    await tap(exhibitor, 'release');
  }

  return (
    <section className="morning-pitches" aria-labelledby="morning-title">
      <h2 id="morning-title">Emplacements du matin</h2>
      {noShows.length > 0 && (
        <section aria-labelledby="releasable-title">
          <h3 id="releasable-title">Libérables : aucune arrivée à {list.arrivalUntil}</h3>
          <p>{keepsPayment}</p>
          <ul className="releasable">
            {noShows.map((exhibitor) => (
              <li key={exhibitor.documentId}>
                {exhibitor.pitches.join(', ')} — {exhibitor.name}{' '}
                <button type="button" className="button danger" onClick={() => release(exhibitor)}>
                  Libérer {exhibitor.pitches.join(', ')}
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
      {list.freePitches.length > 0 && (
        <section aria-labelledby="free-title">
          <h3 id="free-title">Libres, à donner sur place ({list.freePitches.length})</h3>
          <ul className="free-pitches">
            {list.freePitches.map((pitch) => (
              <li key={pitch.name}>
                {pitch.name} ({pitch.street}){' '}
                <button
                  type="button"
                  className="button secondary"
                  aria-expanded={giving === pitch.name}
                  onClick={() => setGiving(giving === pitch.name ? null : pitch.name)}
                >
                  Donner {pitch.name}
                </button>
                {giving === pitch.name && (
                  <GivePitch
                    list={list}
                    pitch={pitch.name}
                    keep={async (made) => {
                      setGiving(null);
                      await keep(made);
                    }}
                  />
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
    </section>
  );
}

/** One free pitch given: to someone waiting who is there (the line's order shown), or to a walk-in. */
function GivePitch({ list, pitch, keep }: { list: CheckInList; pitch: string; keep: (made: CheckInAction) => Promise<void> }) {
  const at = () => new Date().toISOString();
  const fitting = list.waiting.flatMap((person) => {
    const pitches = pitchesFrom(list, pitch, person.pitchCount);
    return pitches ? [{ person, pitches }] : [];
  });
  return (
    <div className="give-pitch">
      <h4>À une personne de la liste d'attente, présente</h4>
      {fitting.length ? (
        <ol>
          {fitting.map(({ person, pitches }) => (
            <li key={person.documentId}>
              <button
                type="button"
                className="button secondary"
                onClick={() => keep({ registration: person.documentId, action: 'give', pitches, at: at() })}
              >
                Donner {pitches.join(', ')} à {person.name}
              </button>{' '}
              {person.paidInAdvance ? "payé pendant l'attente" : `${formatEuro(person.due)} à payer sur place`}
              {person.pitchCount > 1 && ` (${countOf(person.pitchCount, 'emplacement')})`}
            </li>
          ))}
        </ol>
      ) : (
        <p>Personne sur la liste d'attente ne peut prendre {pitch}.</p>
      )}
      <h4>À un exposant de passage</h4>
      <WalkInForm
        list={list}
        pitch={pitch}
        onRegister={(walkIn, pitches) =>
          keep({ registration: crypto.randomUUID(), action: 'walk-in', edition: list.date, pitches, walkIn, at: at() })
        }
      />
    </div>
  );
}
