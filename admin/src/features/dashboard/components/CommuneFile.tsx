import { useState } from 'react';
import {
  belgianPublicHolidays,
  brusselsDay,
  formatDate,
  isWeekend,
  workingDaysBefore,
  workingDaysBetween,
  type EditionRecord,
  type Language,
} from '@brocante/shared';
import { ErrorBanner } from '@brocante/ui';
import { errorText } from '../../../lib/api-client';
import { downloadCommuneFile } from '../api/commune-file';
import { InsuranceCertificate } from './InsuranceCertificate';

/** When the commune must have the file: as many working days before the brocante as the edition says. */
function Deadline({ edition, deadline, today }: { edition: EditionRecord; deadline: string; today: string }) {
  const workingDays = edition.communeNoticeWorkingDays;
  const left = workingDaysBetween(today, deadline);
  const years = [...new Set([deadline, edition.date].map((day) => Number(day.slice(0, 4))))];
  const skipped = years
    .flatMap(belgianPublicHolidays)
    .filter((holiday) => holiday.day > deadline && holiday.day < edition.date && !isWeekend(holiday.day));
  const passed = today > deadline;
  return (
    <>
      <p>
        {passed ? 'La commune le voulait au plus tard le ' : 'À déposer au plus tard le '}
        <strong>{formatDate(deadline)}</strong>, {workingDays} jours ouvrables avant la brocante
        {skipped.length
          ? ` ; ${skipped.length > 1 ? 'jours fériés non comptés' : 'jour férié non compté'} : ${skipped
              .map((holiday) => `${holiday.name.fr} (${formatDate(holiday.day)})`)
              .join(', ')}`
          : ''}
        .
      </p>
      <p>
        {passed
          ? "Le délai est passé : vérifiez que le dossier a bien été déposé, ou demandez à la commune s'il est encore reçu."
          : deadline === today
            ? "C'est aujourd'hui le dernier jour."
            : `Encore ${left} jour${left > 1 ? 's' : ''} ouvrable${left > 1 ? 's' : ''}.`}
      </p>
    </>
  );
}

/**
 * The commune's file of the chosen edition, until its brocante: when the commune must have it (Belgian public
 * holidays are not working days; nothing said when the commune asks no notice), and the file itself, one PDF in
 * French or in Dutch, made by the server from the edition, the committee's page and the plan of the pitches, with the
 * organiser's insurance certificate a volunteer files here (InsuranceCertificate.tsx).
 */
export function CommuneFile({ edition, today = brusselsDay(new Date()) }: { edition: EditionRecord; today?: string }) {
  const [making, setMaking] = useState<Language | null>(null);
  const [paper, setPaper] = useState<'a4' | 'a3'>('a4');
  const [error, setError] = useState<string | null>(null);
  if (edition.state === 'archived' || today >= edition.date) return null;
  const deadline = workingDaysBefore(edition.date, edition.communeNoticeWorkingDays);
  const passed = edition.communeNoticeWorkingDays > 0 && today > deadline;

  async function download(language: Language) {
    setMaking(language);
    setError(null);
    try {
      await downloadCommuneFile(edition.date, language, paper);
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setMaking(null);
    }
  }

  return (
    <section aria-labelledby="commune-title" className={passed ? 'card notice' : 'card'}>
      <h2 id="commune-title">Dossier pour la commune</h2>
      {edition.communeNoticeWorkingDays > 0 && <Deadline edition={edition} deadline={deadline} today={today} />}
      <InsuranceCertificate edition={edition.date} />
      <p>
        <label htmlFor="commune-paper">Format du papier </label>
        <select id="commune-paper" value={paper} onChange={(event) => setPaper(event.target.value as 'a4' | 'a3')}>
          <option value="a4">A4 (50 m de rue par bande)</option>
          <option value="a3">A3 (75 m de rue par bande)</option>
        </select>
      </p>
      <p className="actions">
        <button type="button" className="button secondary" onClick={() => download('fr')} disabled={making !== null}>
          Télécharger le dossier en français
        </button>{' '}
        <button type="button" className="button secondary" onClick={() => download('nl')} disabled={making !== null}>
          Télécharger le dossier en néerlandais
        </button>
      </p>
      <ErrorBanner error={error} />
    </section>
  );
}
