import type { Core } from '@strapi/strapi';
import { API_MESSAGES } from '@brocante/shared';
import { isUniqueViolation, validationFailed } from '../../../lib/api-errors';
import { isLocationHeld, lockAllocation } from '../../../lib/allocation';
import type { StoredRegistration } from '../../../lib/domain';
import { withOutbox } from '../../../lib/transaction';
import { recordEvent } from '../../../lib/history';

/** Pitches given by hand: a volunteer assigns one to a registration, moves it, or releases it. */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const registrations = () => strapi.service('api::registration.registration');
  const lifecycle = () => strapi.service('api::registration.lifecycle');

  return {
    /** A waiting registration that gets a pitch leaves the waiting list (a lifecycle step); a released pitch goes to the waiting list. */
    async assignLocation(
      documentId: string,
      locationDocumentId: string | null,
      { now = new Date(), by = null as string | null } = {},
    ) {
      try {
        return await withOutbox(strapi, async (trx) => {
          await lockAllocation(trx);
          const registration: StoredRegistration = await registrations().findRegistration(documentId);
          if (registration.status === 'cancelled')
            throw validationFailed(API_MESSAGES.noLocationOnInactive, 'registration-cancelled');
          if (locationDocumentId === null) {
            const released = await registrations().update(documentId, { location: null });
            await recordEvent(strapi, registration.id, 'pitch-changed', 'staff', { by, details: 'emplacement libéré' });
            if (registration.location) await lifecycle().promoteWaiting(trx, registration.location, now);
            return released;
          }
          const location = await strapi.documents('api::location.location').findOne({ documentId: locationDocumentId });
          if (!location) throw validationFailed(API_MESSAGES.locationNotFound, 'location-not-found');
          if (await isLocationHeld(trx, location.id as number, registration.id))
            throw validationFailed(API_MESSAGES.locationTaken, 'location-taken');
          if (registration.status !== 'waitlist') {
            const moved = await registrations().update(documentId, { location: locationDocumentId });
            await recordEvent(strapi, registration.id, 'pitch-changed', 'staff', { by, details: `emplacement ${location.name}` });
            return moved;
          }
          return lifecycle().takeStep(trx, registration, 'promote', 'staff', { now, by, findPitch: async () => location });
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw validationFailed(API_MESSAGES.locationTaken, 'location-taken');
        throw error;
      }
    },
  };
};
