import { useSearchParams } from 'react-router';
import { ApiFailure, EDITION_STATE_LABELS, formatDate } from '@brocante/shared';
import { ErrorBanner, Select } from '@brocante/ui';
import { errorText } from '../../../lib/api-client';
import { EDITION_PARAM, useChosenEdition } from '../../../hooks/use-chosen-edition';

/** What a new edition's list starts from: the page the volunteer was on belongs to the edition left. */
const PAGING = ['page', 'after', 'before'];

/**
 * « Édition », above every screen: the editions by their day, newest first, with their states. The
 * choice is the URL's ?edition= (a reload, a shared link and the back button keep it); by default the
 * coming edition. A refusal of the account itself (a helper's phone withdrawn) is the screen's to say, where its work
 * waits: said here too, it would be said twice.
 */
export function EditionChooser() {
  const { day, editions, error: failure } = useChosenEdition();
  const error = failure instanceof ApiFailure && failure.status === 403 ? null : failure;
  const [, setSearchParams] = useSearchParams();
  if (!editions.length && !error) return null;
  const options = [...editions]
    .sort((a, b) => b.date.localeCompare(a.date))
    .map((edition) => ({ id: edition.date, name: `${formatDate(edition.date)} — ${EDITION_STATE_LABELS[edition.state]}` }));

  function choose(date: string) {
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      next.set(EDITION_PARAM, date);
      for (const key of PAGING) next.delete(key);
      return next;
    });
  }

  return (
    <div className="edition-bar no-print">
      <ErrorBanner error={errorText(error)} />
      {editions.length > 0 && (
        <Select
          name="edition"
          label="Édition"
          value={day ?? ''}
          options={options}
          placeholder="Choisissez une édition"
          onChange={choose}
        />
      )}
    </div>
  );
}
