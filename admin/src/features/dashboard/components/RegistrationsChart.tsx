import { brusselsDay, formatShortDate } from '@brocante/shared';
import { alignByDaysBefore, upToTheDay, type AlignedDay, type DayCount } from '../lib/days-before';

const HEIGHT = 120;
const BAR = 14;
const GAP = 4;

/** An edition's registrations per day, with its brocante's day. */
export interface EditionSeries {
  date: string;
  perDay: DayCount[];
}

interface RegistrationsChartProps {
  /** The chosen edition's registrations per day (its day, once known, stops the series there). */
  perDay: DayCount[];
  brocanteDate?: string;
  /** The previous edition's, drawn beside them at the same number of days before its brocante. */
  previous?: EditionSeries | null;
}

/**
 * Registrations per day since opening, as bars; with the previous edition, its registrations at the
 * same number of days before its brocante as a line over them. The same figures as a table for
 * whoever does not see the picture (and for a screen reader).
 */
export function RegistrationsChart({ perDay, brocanteDate, previous }: RegistrationsChartProps) {
  const shown = brocanteDate ? upToTheDay(perDay, brocanteDate) : perDay;
  if (brocanteDate && previous) {
    const days = alignByDaysBefore({ date: brocanteDate, perDay: shown }, previous, brusselsDay(new Date()));
    if (days.length) return <ComparedChart days={days} previousDate={previous.date} />;
  }
  if (!shown.length) return <p>Aucune inscription pour le moment.</p>;
  const highest = Math.max(...shown.map((day) => day.count), 1);
  const width = shown.length * (BAR + GAP);
  return (
    <figure className="chart">
      <svg
        viewBox={`0 0 ${width} ${HEIGHT + 16}`}
        width="100%"
        height={HEIGHT + 16}
        preserveAspectRatio="none"
        aria-hidden="true"
        focusable="false"
      >
        {shown.map((day, index) => {
          const height = Math.round((day.count / highest) * HEIGHT);
          return (
            <rect key={day.day} x={index * (BAR + GAP)} y={HEIGHT - height} width={BAR} height={height} className="bar">
              <title>
                {formatShortDate(day.day)} : {day.count}
              </title>
            </rect>
          );
        })}
        <line x1="0" y1={HEIGHT + 0.5} x2={width} y2={HEIGHT + 0.5} className="axis" />
      </svg>
      <figcaption>
        Inscriptions par jour, du {formatShortDate(shown[0]!.day)} au {formatShortDate(shown.at(-1)!.day)} (au plus {highest} par
        jour).
      </figcaption>
      <details>
        <summary>Les chiffres jour par jour</summary>
        <table className="data-table">
          <thead>
            <tr>
              <th scope="col">Jour</th>
              <th scope="col">Inscriptions</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((day) => (
              <tr key={day.day}>
                <td>{formatShortDate(day.day)}</td>
                <td>{day.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}

/** « 45 jours avant », « la veille », « le jour même », « 2 jours après ». */
export function beforeLabel(before: number): string {
  if (before === 0) return 'le jour même';
  if (before === 1) return 'la veille';
  if (before === -1) return 'le lendemain';
  return before > 0 ? `${before} jours avant` : `${-before} jours après`;
}

/** Two series on one axis of days before the brocante: this edition's bars, the previous edition's line. */
function ComparedChart({ days, previousDate }: { days: AlignedDay[]; previousDate: string }) {
  const highest = Math.max(...days.flatMap((day) => [day.current, day.previous]), 1);
  const width = days.length * (BAR + GAP);
  const y = (count: number) => HEIGHT - Math.round((count / highest) * HEIGHT);
  const middle = (index: number) => index * (BAR + GAP) + BAR / 2;
  const previousName = `Édition du ${formatShortDate(previousDate)}`;
  return (
    <figure className="chart compared">
      <svg
        viewBox={`0 0 ${width} ${HEIGHT + 16}`}
        width="100%"
        height={HEIGHT + 16}
        preserveAspectRatio="none"
        aria-hidden="true"
        focusable="false"
      >
        {days.map((day, index) => (
          <rect
            key={day.before}
            x={index * (BAR + GAP)}
            y={y(day.current)}
            width={BAR}
            height={HEIGHT - y(day.current)}
            className="bar"
            data-before={day.before}
          >
            <title>
              {beforeLabel(day.before)} ({formatShortDate(day.day)}) : {day.current}
            </title>
          </rect>
        ))}
        <polyline
          className="previous-line"
          points={days.map((day, index) => `${middle(index)},${y(day.previous)}`).join(' ')}
          vectorEffect="non-scaling-stroke"
        />
        {days.map((day, index) => (
          <circle
            key={day.before}
            className="previous-point"
            cx={middle(index)}
            cy={y(day.previous)}
            r={3}
            data-before={day.before}
          >
            <title>
              {previousName}, {beforeLabel(day.before)} : {day.previous}
            </title>
          </circle>
        ))}
        <line x1="0" y1={HEIGHT + 0.5} x2={width} y2={HEIGHT + 0.5} className="axis" />
      </svg>
      <figcaption>
        <span className="legend">
          <span className="swatch bar-swatch" aria-hidden="true" /> Cette édition (barres)
        </span>{' '}
        <span className="legend">
          <span className="swatch line-swatch" aria-hidden="true" /> {previousName} (ligne)
        </span>
        <br />
        Inscriptions par jour selon le nombre de jours avant la brocante, de {beforeLabel(days[0]!.before)} à{' '}
        {beforeLabel(days.at(-1)!.before)} (au plus {highest} par jour).
      </figcaption>
      <details>
        <summary>Les chiffres jour par jour</summary>
        <table className="data-table">
          <caption className="visually-hidden">
            Inscriptions par jour, cette édition et l&apos;{previousName.toLowerCase()}
          </caption>
          <thead>
            <tr>
              <th scope="col">Jours avant la brocante</th>
              <th scope="col">Cette édition</th>
              <th scope="col">{previousName}</th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.before}>
                <th scope="row">
                  {beforeLabel(day.before)} ({formatShortDate(day.day)})
                </th>
                <td>{day.current}</td>
                <td>{day.previous}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
