import type { Core } from '@strapi/strapi';
import { API_MESSAGES, isActive } from '@brocante/shared';
import { isUniqueViolation, validationFailed } from '../../../lib/api-errors';
import { isLocationHeld, lockAllocation } from '../../../lib/allocation';
import type { StoredRegistration } from '../../../lib/domain';
import { asDay } from '../../../lib/rows';
import { withOutbox } from '../../../lib/transaction';
import { recordEvent } from '../../../lib/history';
import { pitchNames } from '../../../lib/pitches';

/**
 * Pitches given by hand: a volunteer gives a registration as many pitches as it asked for, moves
 * them, or releases them all.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const registrations = () => strapi.service('api::registration.registration');
  const lifecycle = () => strapi.service('api::registration.lifecycle');

  return {
    /** A waiting registration that gets its pitches leaves the waiting list (a lifecycle step); released pitches go to the waiting list. */
    async assignLocations(
      documentId: string,
      locationDocumentIds: string[],
      { now = new Date(), by = null as string | null } = {},
    ) {
      try {
        return await withOutbox(strapi, async (trx) => {
          await lockAllocation(trx);
          const registration: StoredRegistration = await registrations().findRegistration(documentId);
          if (!isActive(registration.status)) throw validationFailed(API_MESSAGES.noLocationOnInactive, 'registration-cancelled');
          // A past edition's pitches stay as they were: only its accounts are settled.
          await lifecycle().ensureEditionWork(registration, 'promote');
          if (!locationDocumentIds.length) {
            const released = await registrations().update(documentId, { locations: [] });
            await recordEvent(strapi, registration.id, 'pitch-changed', 'staff', { by, details: 'emplacements libérés' });
            if (registration.locations.length)
              await lifecycle().promoteWaiting(trx, registration.locations, now, asDay(registration.edition));
            return released;
          }
          if (new Set(locationDocumentIds).size !== registration.pitchCount)
            throw validationFailed(API_MESSAGES.pitchCountMismatch(registration.pitchCount), 'pitch-count');
          const locations = (await strapi
            .documents('api::location.location')
            .findMany({ filters: { documentId: { $in: locationDocumentIds } } })) as unknown as {
            id: number;
            documentId: string;
            name: string;
          }[];
          if (locations.length !== locationDocumentIds.length)
            throw validationFailed(API_MESSAGES.locationNotFound, 'location-not-found');
          for (const location of locations)
            if (await isLocationHeld(trx, location.id, asDay(registration.edition), registration.id))
              throw validationFailed(API_MESSAGES.locationTaken, 'location-taken');
          if (registration.status !== 'waitlist') {
            const moved = await registrations().update(documentId, { locations: locationDocumentIds });
            await recordEvent(strapi, registration.id, 'pitch-changed', 'staff', { by, details: pitchNames(locations) });
            return moved;
          }
          return lifecycle().takeStep(trx, registration, 'promote', 'staff', { now, by, findPitches: async () => locations });
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw validationFailed(API_MESSAGES.locationTaken, 'location-taken');
        throw error;
      }
    },
  };
};
