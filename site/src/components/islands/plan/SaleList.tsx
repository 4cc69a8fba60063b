import { useId } from 'react';
import { pitchCount, type PlanPitch, type SaleCategory } from '@brocante/shared';
import type { SalePlanWords } from '../../../i18n/sale-words';

/** Whether a pitch sells one of the chosen categories; no choice: every taken pitch. */
export const sells = (pitch: PlanPitch, chosen: readonly SaleCategory[]) =>
  !chosen.length || chosen.some((category) => pitch.categories?.includes(category));

/**
 * Beside the plan: a filter by what is sold (a checkbox per category some pitch sells, with how many do, read with its
 * legend: « jouets (3) », read « jouets, 3 emplacements ») and the
 * taken pitches that sell it, with their street and categories, and the exhibitor's name when they asked for it.
 * Works on the data the page was built with: nothing here calls the API.
 */
export function SaleList({
  pitches,
  chosen,
  onChoose,
  texts,
}: {
  pitches: readonly PlanPitch[];
  chosen: readonly SaleCategory[];
  onChoose: (chosen: SaleCategory[]) => void;
  texts: SalePlanWords;
}) {
  const hintId = useId();
  const listId = useId();
  const catalogue = Object.keys(texts.categories) as SaleCategory[];
  const taken = pitches.filter((pitch) => pitch.state !== 'free');
  const selling = (category: SaleCategory) => taken.filter((pitch) => pitch.categories?.includes(category)).length;
  const sold = catalogue.filter((category) => selling(category) > 0);
  const shown = taken.filter((pitch) => sells(pitch, chosen));
  const label = (category: SaleCategory) => texts.categories[category];
  if (!sold.length) return null;
  return (
    <section className="sale-list" aria-labelledby={listId}>
      <h2 id={listId}>{texts.listTitle}</h2>
      <fieldset className="sale-filter" aria-describedby={hintId}>
        <legend>{texts.filterLegend}</legend>
        <p className="form-hint" id={hintId}>
          {texts.filterHint}
        </p>
        <ul>
          {sold.map((category) => {
            const count = selling(category);
            return (
              <li key={category}>
                <label>
                  <input
                    type="checkbox"
                    name="sale-filter"
                    value={category}
                    aria-label={`${label(category)}, ${pitchCount(texts.pitchCount, count, texts.locale)}`}
                    checked={chosen.includes(category)}
                    onChange={(event) =>
                      onChoose(catalogue.filter((one) => (one === category ? event.target.checked : chosen.includes(one))))
                    }
                  />{' '}
                  {label(category)} <span className="sale-filter-count">({count})</span>
                </label>
              </li>
            );
          })}
        </ul>
      </fieldset>
      <p role="status" className="sale-count">
        {shown.length ? pitchCount(texts.shown, shown.length, texts.locale) : texts.none}
      </p>
      {shown.length > 0 && (
        <table>
          <thead>
            <tr>
              <th scope="col">{texts.columns.pitch}</th>
              <th scope="col">{texts.columns.street}</th>
              <th scope="col">{texts.columns.categories}</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((pitch) => (
              <tr key={pitch.name}>
                <th scope="row">{pitch.name}</th>
                <td>{pitch.street}</td>
                <td>
                  {pitch.categories?.length ? pitch.categories.map(label).join(', ') : texts.nothingSaid}
                  {pitch.exhibitor ? ` — ${texts.heldBy} ${pitch.exhibitor}` : ''}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
