import { describe, expect, it } from 'vitest';
import { isQuarterPostalCode, isQuarterStreet, quarterOf, siteTitle } from '../src/quarter.js';

describe("the committee's quarter", () => {
  const quarter = quarterOf({
    committeeName: ' Comité du Parc ',
    quarterName: 'Quartier du Parc',
    commune: 'Schaerbeek',
    postalCodes: '1030 ,1140,',
    streets: [
      { name: 'Rue de la Poste' },
      { name: '  ' },
      { name: 'Avenue  Louis  Bertrand' },
      { name: 'Rue Ge\u0301ne\u0301ral Eenens' },
    ],
  });

  it('reads the postal codes typed on one line and the streets as the editor listed them, blanks dropped', () => {
    expect(quarter).toEqual({
      committeeName: 'Comité du Parc',
      quarterName: 'Quartier du Parc',
      commune: 'Schaerbeek',
      postalCodes: ['1030', '1140'],
      streets: ['Rue de la Poste', 'Avenue Louis Bertrand', 'Rue Général Eenens'],
    });
  });

  it('knows its streets and postal codes as a form sends them, and no other', () => {
    expect(isQuarterStreet(quarter, 'Avenue Louis Bertrand')).toBe(true);
    expect(isQuarterStreet(quarter, 'Rue Général Eenens')).toBe(true);
    expect(isQuarterStreet(quarter, 'Rue du Ramier')).toBe(false);
    expect(isQuarterPostalCode(quarter, '1140')).toBe(true);
    expect(isQuarterPostalCode(quarter, '1170')).toBe(false);
  });

  it('titles the site with the committee and its commune', () => {
    expect(siteTitle(quarter)).toBe('Comité du Parc — Schaerbeek');
  });

  it('titles it with the committee alone before the committee names its commune (a fresh install)', () => {
    expect(siteTitle({ committeeName: 'Comité du Parvis', commune: '' })).toBe('Comité du Parvis');
  });
});
