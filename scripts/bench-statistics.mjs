/** The benches' summaries of a series of timings (or scores): its median and its percentiles. */

/** The middle value (the upper one of an even count). */
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The smallest value that `fraction` of the values do not exceed (NaN for none). */
export function percentile(values, fraction) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.max(0, Math.ceil(fraction * sorted.length) - 1)] : NaN;
}
