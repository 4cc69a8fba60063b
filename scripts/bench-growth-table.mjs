/**
 * `pnpm bench:growth`, the table: each operation's figure at each size, how it grows from one size to the
 * next, and what bounded the run (a statement refused, an import or a promotion extrapolated).
 */
import { CANCEL_BUDGET_MS } from './bench-growth-operations.mjs';
import { BASE } from './bench-growth-seed.mjs';

/**
 * How a figure grows between two sizes: the exponent k of t ∝ nᵏ. The 1× figures are mostly fixed
 * cost (a request's own round trip, Strapi's middlewares), which hides the growth: the class is read
 * from 10× to 100×, where the work that grows dominates; 1× to 10× is shown beside it.
 */
const exponent = (from, to) => (from && to ? Math.log(to.value / from.value) / Math.log(to.size / from.size) : null);
const growthClass = (k) =>
  k === null ? '—' : k < 0.3 ? 'constant' : k < 0.7 ? 'sous-linéaire' : k <= 1.3 ? 'linéaire' : 'plus que linéaire';

/** Each operation's figure and the size it grows with, from one size's results. */
const OPERATIONS = [
  ['inscription, p50', (r) => ({ value: r.register.p50, size: r.size.registrations })],
  ['inscription, p95', (r) => ({ value: r.register.p95, size: r.size.registrations })],
  ['liste des bénévoles, 1re page p95', (r) => ({ value: r.list, size: r.size.registrations })],
  ['aperçu du relevé (sans écrire)', (r) => ({ value: r.statementImport.dryRunMs, size: r.statementImport.lines })],
  ['import du relevé', (r) => ({ value: r.statementImport.ms, size: r.statementImport.lines })],
  ["promotion de la liste d'attente", (r) => ({ value: r.promotion.ms, size: r.size.freed })],
  ['plan public', (r) => ({ value: r.plan.publicPlan, size: r.size.pitches })],
  ['plan des bénévoles', (r) => ({ value: r.plan.staffPlan, size: r.size.pitches })],
  ['export CSV', (r) => ({ value: r.exportMs, size: r.size.registrations })],
];

export const duration = (ms) => (ms < 1_000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1).replace('.', ',')} s`);
const number = (n) => n.toLocaleString('fr-BE');
const k = (value) => (value === null ? '—' : value.toFixed(2).replace('.', ','));

export function printGrowth(results) {
  console.log(
    `\nLe coût de la croissance : 1× = ${number(BASE.pitches)} emplacements et ${number(BASE.registrations)} inscriptions, ` +
      `un relevé de ${number(BASE.statementLines)} lignes, ${BASE.freed} emplacements libérés à la fois ; 10× et 100× multiplient tout.`,
  );
  console.log('k : exposant de t ∝ nᵏ entre deux tailles ; la croissance se lit de 10× à 100× (à 1×, le coût fixe domine).');
  for (const database of new Set(results.map((row) => row.database))) {
    const rows = results.filter((row) => row.database === database);
    console.log(
      `\n${database.padEnd(34)} | ${rows.map((row) => `${row.scale}×`.padStart(10)).join(' | ')} | k 1×→10× | k 10×→100× | croissance`,
    );
    for (const [name, figure] of OPERATIONS) {
      const points = rows.map((row) => figure(row));
      const first = points[0];
      const [before, last] = points.slice(-2);
      const ks = points.length >= 3 ? [exponent(first, points[1]), exponent(before, last)] : [null, exponent(before, last)];
      console.log(
        `${name.padEnd(34)} | ${points.map((point) => duration(point.value).padStart(10)).join(' | ')} | ${k(ks[0]).padStart(8)} | ${k(ks[1]).padStart(10)} | ${growthClass(ks[1])}`,
      );
    }
    for (const row of rows) {
      const { statementImport: imported, promotion } = row;
      if (imported.refused)
        console.log(
          `${row.scale}× : un relevé de ${number(imported.refused.lines)} lignes est refusé par le produit (${imported.refused.status}, « ${imported.refused.message} ») : ${number(imported.refused.lines)} lignes s'importent en fichiers d'au plus ${number(imported.refused.longest)} lignes environ.`,
        );
      if (imported.dryRunLines < imported.lines)
        console.log(
          `${row.scale}× : aperçu mesuré sur les ${number(imported.dryRunLines)} lignes acceptées, durée des ${number(imported.lines)} extrapolée.`,
        );
      if (imported.measured < imported.lines)
        console.log(
          `${row.scale}× : import mesuré sur ${number(imported.measured)} lignes (${duration(imported.measuredMs)}, ${Math.round(imported.measuredMs / imported.measured)} ms la ligne), durée des ${number(imported.lines)} extrapolée.`,
        );
      console.log(
        `${row.scale}× : ${number(imported.markedPaid)} des ${number(imported.measured)} lignes importées marquent une inscription payée.`,
      );
      if (imported.paid !== imported.measured)
        console.log(
          `${row.scale}× : ${number(imported.paid)} lignes sur ${number(imported.measured)} rapprochées d'une inscription.`,
        );
      if (promotion.measured < promotion.freed)
        console.log(
          `${row.scale}× : ${number(promotion.measured)} emplacements libérés sur ${number(promotion.freed)} dans le budget de ${CANCEL_BUDGET_MS / 1000} s ; la durée des ${number(promotion.freed)} est extrapolée de leur rythme.`,
        );
    }
  }
}
