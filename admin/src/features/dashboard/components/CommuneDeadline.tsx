import {
  belgianPublicHolidays,
  brusselsDay,
  formatDate,
  workingDaysBefore,
  workingDaysBetween,
  type EditionRecord,
} from '@brocante/shared';

const isWeekend = (day: string) => [0, 6].includes(new Date(`${day}T12:00:00Z`).getUTCDay());

/**
 * When the commune must have the committee's file for the chosen edition: as many working days before the brocante
 * as the edition says (Belgian public holidays are not working days), and how many working days are left. Shown
 * until the brocante, for an edition still ahead; nothing when the commune asks no notice.
 */
export function CommuneDeadline({ edition, today = brusselsDay(new Date()) }: { edition: EditionRecord; today?: string }) {
  const workingDays = edition.communeNoticeWorkingDays;
  if (!workingDays || edition.state === 'archived' || today >= edition.date) return null;
  const deadline = workingDaysBefore(edition.date, workingDays);
  const left = workingDaysBetween(today, deadline);
  const skipped = [Number(deadline.slice(0, 4)), Number(edition.date.slice(0, 4))]
    .filter((year, index, years) => years.indexOf(year) === index)
    .flatMap(belgianPublicHolidays)
    .filter((holiday) => holiday.day > deadline && holiday.day < edition.date && !isWeekend(holiday.day));
  const passed = today > deadline;
  return (
    <section aria-labelledby="commune-title" className={passed ? 'card notice' : 'card'}>
      <h2 id="commune-title">Dossier pour la commune</h2>
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
    </section>
  );
}
