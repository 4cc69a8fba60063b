import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ServerHealthDetails, StaffRole } from '@brocante/shared';
import { editionsHandler } from './edition-fixtures';

/** A server in good health, as the dashboard reads it unless a test serves another. */
export const HEALTHY_SERVER: ServerHealthDetails = {
  status: 'ok',
  checks: {
    database: 'ok',
    emails: 'ok',
    disk: 'ok',
    backup: 'ok',
    copy: 'ok',
    certificate: 'ok',
    upgrade: 'ok',
    site: 'ok',
  },
  emails: { waiting: 0, oldestWaitingSince: null, lastError: null, undeliverable: 0, refusal: null },
  disk: { usedPercent: 41, limitPercent: 85 },
  backup: {
    configured: true,
    lastAt: '2027-03-02T02:30:00.000Z',
    copy: {
      by: 'e-mail',
      lastAt: '2027-03-02T02:31:00.000Z',
      filesAt: '2027-03-02T02:31:00.000Z',
      bytes: 2_400_000,
      limitBytes: 10_000_000,
      failure: null,
    },
  },
  certificate: { validUntil: '2027-05-20T10:00:00.000Z' },
  upgrade: { rolledBack: null },
  site: { builtFrom: '3f2a9c', published: '3f2a9c', rebuildAskedAt: null },
};

/**
 * The signed-in volunteer, of `role`: a coordinator, who may everything, unless a test serves another; `secondFactorOwed`
 * read at each request, for a test whose volunteer enrols.
 */
export const meHandler = (role: StaffRole = 'coordination', secondFactorOwed: () => boolean = () => false) =>
  http.get('*/api/team/me', () =>
    HttpResponse.json({ data: { email: `${role}@example.be`, role, secondFactorOwed: secondFactorOwed() } }),
  );

/**
 * Every screen reads the editions (the chooser above it): one open edition unless a test serves others. The commune's
 * file reads the edition's insurance certificate: none unless a test serves one. A coordinator's check-in screen lists
 * the day helpers' phones: none unless a test serves some.
 */
export const server = setupServer(
  editionsHandler(),
  meHandler(),
  http.get('*/api/server-health', () => HttpResponse.json({ data: HEALTHY_SERVER })),
  http.get('*/api/editions/:date/insurance-certificate/details', () => HttpResponse.json({ data: null })),
  http.get('*/api/helper-phones', () => HttpResponse.json({ data: [] })),
);
