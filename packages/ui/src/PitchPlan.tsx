import { Fragment } from 'react';
import {
  pitchDescription,
  pitchWhere,
  streetPlans,
  streetSummary,
  type PitchState,
  type PlanPitch,
  type PlanTexts,
  type StreetPlan,
} from '@brocante/shared';

/** Pixels per meter of street, and the depth of a pitch and of the road, in the drawing's units. */
const SCALE = 18;
const DEPTH = 40;
const ROAD = 30;
const MARGIN = 8;

interface PitchPlanProps {
  pitches: readonly PlanPitch[];
  /** Where a pitch leads (staff: its registration); none: a pitch is described, not a link. */
  linkFor?: (pitch: PlanPitch) => string | null;
  /** The states drawn, in the legend's order. */
  legend: readonly PitchState[];
  /** The plan's words in the page's language (PLAN_TEXTS, PLAN_TEXTS_NL). */
  texts: PlanTexts;
  /** The public plan: what is sold on a pitch, in the page's words, said after its state (« jouets, livres »). */
  sold?: (pitch: PlanPitch) => string | null;
  /** Pitches drawn faded: those a filter leaves out. */
  faded?: (pitch: PlanPitch) => boolean;
}

/** How each pitch is drawn besides its place: its link, what is sold on it, faded or not. */
type ShapeOptions = Pick<PitchPlanProps, 'linkFor' | 'sold' | 'faded' | 'texts'>;

function PitchShape({
  pitch,
  x,
  y,
  width,
  options: { linkFor, sold, faded, texts },
}: {
  pitch: PlanPitch;
  x: number;
  y: number;
  width: number;
  options: ShapeOptions;
}) {
  const onIt = sold?.(pitch);
  const description = `${pitchDescription(pitch, texts)}${onIt ? ` — ${onIt}` : ''}`;
  const className = faded?.(pitch) ? 'faded' : undefined;
  const shape = (
    <>
      <rect x={x + 1} y={y} width={Math.max(width - 2, 4)} height={DEPTH} className={`pitch pitch-${pitch.state}`} rx="3" />
      {width >= 26 && (
        <text x={x + width / 2} y={y + DEPTH / 2} className="pitch-name" dominantBaseline="middle" textAnchor="middle">
          {pitch.name}
        </text>
      )}
    </>
  );
  const href = linkFor?.(pitch);
  return href ? (
    <a href={href} aria-label={description} className={className}>
      <title>{description}</title>
      {shape}
    </a>
  ) : (
    <g role="img" aria-label={description} className={className}>
      <title>{description}</title>
      {shape}
    </g>
  );
}

function StreetDrawing({ plan, options }: { plan: StreetPlan; options: ShapeOptions }) {
  const { texts } = options;
  const width = plan.length * SCALE + 2 * MARGIN;
  const height = 2 * DEPTH + ROAD + 2 * MARGIN;
  const free = [...plan.sides.odd, ...plan.sides.even].filter((placed) => placed.pitch.state === 'free').length;
  const total = plan.sides.odd.length + plan.sides.even.length;
  const titleId = `plan-${plan.street.replace(/\W+/g, '-')}`;
  return (
    // Wider than a phone, a street scrolls: focusable, so a keyboard scrolls it too (axe: scrollable-region-focusable).
    <figure className="street-plan" tabIndex={0} aria-labelledby={titleId}>
      <figcaption id={titleId}>{streetSummary(plan.street, total, free, texts)}</figcaption>
      <svg viewBox={`0 0 ${width} ${height}`} width={width} height={height} role="group" aria-labelledby={titleId}>
        <rect x={MARGIN} y={MARGIN + DEPTH} width={plan.length * SCALE} height={ROAD} className="road" />
        <text x={MARGIN + 6} y={MARGIN + DEPTH + ROAD / 2} className="road-name" dominantBaseline="middle">
          {plan.street}
        </text>
        {(['odd', 'even'] as const).map((side) =>
          plan.sides[side].map(({ pitch, from }) => (
            <PitchShape
              key={pitch.name}
              pitch={pitch}
              x={MARGIN + from * SCALE}
              y={side === 'odd' ? MARGIN : MARGIN + DEPTH + ROAD}
              width={Number(pitch.meters) * SCALE}
              options={options}
            />
          )),
        )}
      </svg>
    </figure>
  );
}

/**
 * The plan of the pitches (plan d'implantation), street by street, drawn from their data
 * (pitch-plan.ts); every pitch is also in the table below, for whoever does not see the drawing.
 */
export function PitchPlan({ pitches, linkFor, legend, texts, sold, faded }: PitchPlanProps) {
  const plans = streetPlans(pitches);
  return (
    <div className="pitch-plan">
      <ul className="plan-legend" aria-label={texts.legend}>
        {legend.map((state) => (
          <li key={state}>
            <svg width="18" height="14" aria-hidden="true" focusable="false">
              <rect width="18" height="14" rx="3" className={`pitch pitch-${state}`} />
            </svg>{' '}
            {texts.states[state]}
          </li>
        ))}
      </ul>
      {plans.map((plan) => (
        <StreetDrawing key={plan.street} plan={plan} options={{ linkFor, sold, faded, texts }} />
      ))}
      <details className="plan-table">
        <summary>{texts.tableSummary}</summary>
        <table>
          <thead>
            <tr>
              <th scope="col">{texts.columns.pitch}</th>
              <th scope="col">{texts.columns.where}</th>
              <th scope="col">{texts.columns.length}</th>
              <th scope="col">{texts.columns.state}</th>
            </tr>
          </thead>
          <tbody>
            {plans.map((plan) => (
              <Fragment key={plan.street}>
                <tr>
                  <th scope="rowgroup" colSpan={4}>
                    {plan.street}
                  </th>
                </tr>
                {[...plan.sides.odd, ...plan.sides.even].map(({ pitch }) => {
                  const href = linkFor?.(pitch);
                  return (
                    <tr key={pitch.name}>
                      <td>{href ? <a href={href}>{pitch.name}</a> : pitch.name}</td>
                      <td>{pitchWhere(pitch, texts)}</td>
                      <td>{String(pitch.meters).replace('.', ',')} m</td>
                      <td>
                        {texts.states[pitch.state]}
                        {pitch.holder ? ` — ${pitch.holder.name}` : ''}
                      </td>
                    </tr>
                  );
                })}
              </Fragment>
            ))}
          </tbody>
        </table>
      </details>
    </div>
  );
}
