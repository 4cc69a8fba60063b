import { formatShortDate } from '@brocante/shared';

const HEIGHT = 120;
const BAR = 14;
const GAP = 4;

/**
 * Registrations per day since opening, as bars; the same figures as a table for whoever does not
 * see the picture (and for a screen reader).
 */
export function RegistrationsChart({ perDay }: { perDay: { day: string; count: number }[] }) {
  if (!perDay.length) return <p>Aucune inscription pour le moment.</p>;
  const highest = Math.max(...perDay.map((day) => day.count), 1);
  const width = perDay.length * (BAR + GAP);
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
        {perDay.map((day, index) => {
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
        Inscriptions par jour, du {formatShortDate(perDay[0]!.day)} au {formatShortDate(perDay.at(-1)!.day)} (au plus {highest}{' '}
        par jour).
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
            {perDay.map((day) => (
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
