import type { Core } from '@strapi/strapi';
import { perStrapi } from '../lib/per-strapi';
import { API_MESSAGES, isActive, pitchNames, isWaitlisted } from '@brocante/shared';
import { isUniqueViolation, validationFailed } from '../lib/api-errors';
import { isLocationHeld } from './allocation';
import { lockAllocation } from './locks';
import type { StoredRegistration } from './domain';
import { asDay } from '../lib/rows';
import { registrationTransaction } from './transaction';
import { recordEvent } from './history';
import { lifecycle } from './lifecycle';
import { registrations } from './registrations';

/**
 * Pitches given by hand: a volunteer gives a registration as many pitches as it asked for, moves
 * them, or releases them all.
 */
export const pitchAssignment = perStrapi((strapi: Core.Strapi) => {
  return {
    /** A waiting registration that gets its pitches leaves the waiting list (a lifecycle step); released pitches go to the waiting list. */
    async assignLocations(
      documentId: string,
      locationDocumentIds: string[],
      { now = new Date(), by = null as string | null } = {},
    ) {
      try {
        return await registrationTransaction(strapi, async (trx) => {
          await lockAllocation(trx);
          const registration: StoredRegistration = await registrations(strapi).findRegistration(documentId);
          if (!isActive(registration.status)) throw validationFailed(API_MESSAGES.noLocationOnInactive, 'registration-cancelled');
          // A past edition's pitches stay as they were: only its accounts are settled.
          await lifecycle(strapi).ensureEditionWork(registration, 'promote');
          if (!locationDocumentIds.length) {
            const released = await registrations(strapi).update(documentId, { locations: [] });
            await recordEvent(strapi, registration.id, 'pitch-changed', 'staff', { by, details: 'emplacements libérés' });
            if (registration.locations.length)
              await lifecycle(strapi).promoteWaiting(trx, registration.locations, now, asDay(registration.edition));
            return released;
          }
          if (new Set(locationDocumentIds).size !== registration.pitchCount)
            throw validationFailed(API_MESSAGES.pitchCountMismatch(registration.pitchCount), 'pitch-count');
          const locations: { id: number; documentId: string; name: string }[] = await strapi.db
            .query('api::location.location')
            .findMany({ where: { documentId: { $in: locationDocumentIds } }, select: ['id', 'documentId', 'name'] });
          if (locations.length !== locationDocumentIds.length)
            throw validationFailed(API_MESSAGES.locationNotFound, 'location-not-found');
          for (const location of locations)
            if (await isLocationHeld(trx, location.id, asDay(registration.edition), registration.id))
              throw validationFailed(API_MESSAGES.locationTaken, 'location-taken');
          if (!isWaitlisted(registration.status)) {
            const moved = await registrations(strapi).update(documentId, { locations: locationDocumentIds });
            await recordEvent(strapi, registration.id, 'pitch-changed', 'staff', { by, details: pitchNames(locations) });
            return moved;
          }
          return lifecycle(strapi).takeStep(trx, registration, 'promote', 'staff', {
            now,
            by,
            findPitches: async () => locations,
          });
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw validationFailed(API_MESSAGES.locationTaken, 'location-taken');
        throw error;
      }
    },
  };
});
