import { useState } from 'react';
import { countOf, pitchLabel, rankPitches, TEXTS } from '@brocante/shared';
import { ErrorBanner, Icon, Select } from '@brocante/ui';
import { errorText } from '../../../../lib/api-client';
import { useAssignPitches } from '../../api/assign-pitches';
import type { HeldPitch, Registration } from '../../types';

/** « Emplacement(s) »: the pitches held released, or as many free ones as asked for given. */
export function PitchAssignment({
  registration,
  freePitches,
  busy,
}: {
  registration: Registration;
  freePitches: HeldPitch[];
  busy: boolean;
}) {
  const assignPitches = useAssignPitches();
  // One choice per pitch the registration asked for.
  const [pitches, setPitches] = useState<string[]>(() => Array.from({ length: registration.pitchCount }, () => ''));
  // The pitch the server would give first comes first (pitch.ts).
  const offered = rankPitches(registration, freePitches);
  const chosen = pitches.every(Boolean);

  return (
    <>
      <section className="pitch no-print" aria-labelledby="pitch-title">
        <h2 id="pitch-title">{registration.pitchCount > 1 ? 'Emplacements' : 'Emplacement'}</h2>
        {registration.locations.length ? (
          <button
            type="button"
            className="button secondary"
            disabled={busy}
            onClick={() => assignPitches.mutate({ documentId: registration.documentId, locations: [] })}
          >
            <Icon name="delete" />
            {registration.locations.length > 1 ? 'Libérer les emplacements' : "Libérer l'emplacement"}{' '}
            {registration.locations.map((held) => held.name).join(', ')}
          </button>
        ) : (
          <form
            className="inline-form"
            onSubmit={(event) => {
              event.preventDefault();
              if (chosen)
                assignPitches.mutate(
                  { documentId: registration.documentId, locations: pitches },
                  { onSuccess: () => setPitches(pitches.map(() => '')) },
                );
            }}
          >
            {pitches.map((value, index) => (
              <Select
                placeholder={TEXTS.selectPlaceholder}
                key={index}
                name={`pitch-${index + 1}`}
                label={pitches.length > 1 ? `Emplacement libre n° ${index + 1}` : 'Emplacement libre'}
                value={value}
                // A pitch chosen in another list is not offered again.
                options={offered
                  .filter((free) => free.documentId === value || !pitches.includes(free.documentId))
                  .map((free) => ({ id: free.documentId, name: pitchLabel(free) }))}
                onChange={(next) => setPitches(pitches.map((current, at) => (at === index ? next : current)))}
                description={
                  index === 0 && offered.length < pitches.length
                    ? `Il faut ${countOf(pitches.length, 'emplacement libre', 'emplacements libres')} ; il y en a ${offered.length}.`
                    : undefined
                }
              />
            ))}
            <button type="submit" className="button" disabled={!chosen || busy}>
              <Icon name="check" />
              Attribuer
            </button>
          </form>
        )}
      </section>
      <ErrorBanner error={errorText(assignPitches.error)} />
    </>
  );
}
