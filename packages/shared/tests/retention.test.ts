import { describe, expect, it } from 'vitest';
import { brusselsDateMonthsBefore } from '../src/index.js';

describe('brusselsDateMonthsBefore', () => {
  it('counts calendar months back, across a year', () => {
    expect(brusselsDateMonthsBefore(new Date('2026-11-22T12:00:00Z'), 6)).toBe('2026-05-22');
    expect(brusselsDateMonthsBefore(new Date('2027-02-10T12:00:00Z'), 12)).toBe('2026-02-10');
    expect(brusselsDateMonthsBefore(new Date('2027-03-15T12:00:00Z'), 6)).toBe('2026-09-15');
  });

  it('gives the last day of a shorter month', () => {
    expect(brusselsDateMonthsBefore(new Date('2026-08-31T12:00:00Z'), 6)).toBe('2026-02-28');
    expect(brusselsDateMonthsBefore(new Date('2028-08-31T12:00:00Z'), 6)).toBe('2028-02-29');
  });

  it('reads the day in Brussels, not in UTC', () => {
    // 23:30 UTC on 31 December is already New Year's Day in Brussels.
    expect(brusselsDateMonthsBefore(new Date('2026-12-31T23:30:00Z'), 12)).toBe('2026-01-01');
  });
});
