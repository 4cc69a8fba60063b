import type { Core } from '@strapi/strapi';
import { salePitchChanged } from '../lib/site-changes';
import { perStrapi } from '../lib/per-strapi';
import { API_MESSAGES, isActive, pitchNames, isWaitlisted } from '@brocante/shared';
import { isUniqueViolation, validationFailed } from '../lib/api-errors';
import { isPitchHeld } from './allocation';
import { lockAllocation } from './locks';
import type { StoredPitch, StoredRegistration } from './domain';
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
    async assignPitches(documentId: string, pitchDocumentIds: string[], { now = new Date(), by = null as string | null } = {}) {
      try {
        return await registrationTransaction(strapi, async (trx) => {
          await lockAllocation(trx);
          const registration: StoredRegistration = await registrations(strapi).findRegistration(documentId);
          if (!isActive(registration.status)) throw validationFailed(API_MESSAGES.noPitchOnInactive, 'registration-cancelled');
          // A past edition's pitches stay as they were: only its accounts are settled.
          await lifecycle(strapi).ensureEditionWork(registration, 'promote');
          if (!pitchDocumentIds.length) {
            const released = await registrations(strapi).update(documentId, { locations: [] });
            await recordEvent(strapi, registration.id, 'pitch-changed', 'staff', { by, details: 'emplacements libérés' });
            salePitchChanged(strapi, registration, 'emplacements libérés (plan)');
            if (registration.locations.length)
              await lifecycle(strapi).promoteWaiting(trx, registration.locations, now, asDay(registration.edition));
            return released;
          }
          if (new Set(pitchDocumentIds).size !== registration.pitchCount)
            throw validationFailed(API_MESSAGES.pitchCountMismatch(registration.pitchCount), 'pitch-count');
          const pitches: StoredPitch[] = await strapi.db.query('api::location.location').findMany({
            where: { documentId: { $in: pitchDocumentIds } },
            select: ['id', 'documentId', 'name', 'street', 'number', 'meters'],
          });
          if (pitches.length !== pitchDocumentIds.length)
            throw validationFailed(API_MESSAGES.pitchNotFound, 'location-not-found');
          for (const pitch of pitches)
            if (await isPitchHeld(trx, pitch.id, asDay(registration.edition), registration.id))
              throw validationFailed(API_MESSAGES.pitchTaken, 'location-taken');
          if (!isWaitlisted(registration.status)) {
            const moved = await registrations(strapi).update(documentId, { locations: pitchDocumentIds });
            await recordEvent(strapi, registration.id, 'pitch-changed', 'staff', { by, details: pitchNames(pitches) });
            // What the exhibitor sells moves with them on the public plan.
            salePitchChanged(strapi, registration, 'emplacements changés (plan)');
            return moved;
          }
          return lifecycle(strapi).takeStep(trx, registration, 'promote', 'staff', {
            now,
            by,
            findPitches: async () => pitches,
          });
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw validationFailed(API_MESSAGES.pitchTaken, 'location-taken');
        throw error;
      }
    },
  };
});
