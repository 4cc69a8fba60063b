import type { Core } from '@strapi/strapi';
import { perStrapi } from '../lib/per-strapi';
import {
  API_MESSAGES,
  TEXTS,
  type PitchInput,
  type PitchState,
  type PlanPitch,
  type StreetSide,
  awaitsPayment,
  holdsPitches,
  nameOnPlan,
  storedSaleCategories,
  type PitchHoldingStatus,
} from '@brocante/shared';
import { isUniqueViolation, notFound, validationFailed } from '../lib/api-errors';
import { TABLES } from '../lib/tables';
import { editions } from './editions';
import { registrationRows } from './rows';

const UID = 'api::location.location';

const nameTaken = () => validationFailed(TEXTS.nameTaken, 'name-taken', [{ path: 'name', message: TEXTS.nameTaken }]);

/** The registration holding a pitch, as staff see it beside the pitch. */
function withHolder(pitch: Record<string, unknown>) {
  const { registrations = [], ...rest } = pitch;
  const [holder] = registrations as { documentId: string; firstName: string; lastName: string; status: string }[];
  return {
    ...rest,
    holder: holder
      ? { documentId: holder.documentId, firstName: holder.firstName, lastName: holder.lastName, status: holder.status }
      : null,
  };
}

/** The holder of a pitch in an edition (a pitch has one holder per edition); before any edition, no one. */
const holderPopulate = (edition: string | null) =>
  ({
    registrations: {
      fields: ['firstName', 'lastName', 'status'],
      // No registration lacks an id: none is a holder (PostgreSQL's dates refuse a year-0 stand-in).
      filters: edition ? { edition } : { id: { $null: true } },
    },
  }) as const;

export const pitchPlan = perStrapi((strapi: Core.Strapi) => ({
  /** The edition whose holders staff see beside the pitches: the coming one (none yet: no holder). */
  async staffEdition(): Promise<string | null> {
    return (await editions(strapi).all()).length ? (await editions(strapi).chosenEdition()).date : null;
  },

  /** The pitches, with their holder in the edition chosen (the coming one by default); `free`: those no one holds in it. */
  async list(query: { q: string; page: number; pageSize: number; free: boolean; edition?: string }) {
    const filters: Record<string, unknown>[] = query.q
      .split(/\s+/)
      .filter(Boolean)
      .map((word) => ({
        $or: [{ name: { $containsi: word } }, { street: { $containsi: word } }, { description: { $containsi: word } }],
      }));
    const edition = query.edition ? (await editions(strapi).edition(query.edition)).date : await pitchPlan(strapi).staffEdition();
    if (query.free) {
      const held = await strapi.db.connection(TABLES.pitchHolders).where({ edition }).pluck('location_id');
      if (held.length) filters.push({ id: { $notIn: held } });
    }
    const where = filters.length ? { $and: filters } : {};
    const [results, total] = await Promise.all([
      strapi.documents(UID).findMany({
        filters: where as never,
        populate: holderPopulate(edition) as never,
        sort: [{ street: 'asc' }, { id: 'asc' }] as never,
        start: (query.page - 1) * query.pageSize,
        limit: query.pageSize,
      }),
      strapi.documents(UID).count({ filters: where as never }),
    ]);
    return {
      results: results.map(withHolder),
      pagination: { page: query.page, pageSize: query.pageSize, pageCount: Math.ceil(total / query.pageSize), total },
    };
  },

  async findPitch(documentId: string) {
    const found = await strapi
      .documents(UID)
      .findOne({ documentId, populate: holderPopulate(await pitchPlan(strapi).staffEdition()) as never });
    if (!found) throw notFound(API_MESSAGES.pitchNotFound);
    return withHolder(found);
  },

  /** Names are unique in the database; a taken name, even in a race, is a clean French 400. */
  async save(documentId: string | null, data: Partial<PitchInput>) {
    if (data.name !== undefined) {
      const sameName = await strapi.db.query(UID).findOne({ where: { name: data.name }, select: ['documentId'] });
      if (sameName && sameName.documentId !== documentId) throw nameTaken();
    }
    const populate = holderPopulate(await pitchPlan(strapi).staffEdition()) as never;
    try {
      const saved = documentId
        ? await strapi.documents(UID).update({ documentId, data: data as never, populate })
        : await strapi.documents(UID).create({ data: data as never, populate });
      if (!saved) throw notFound(API_MESSAGES.pitchNotFound);
      return withHolder(saved);
    } catch (error) {
      // The database's unique index, or Strapi's own check when a concurrent create got there first.
      const strapiUniqueCheck = (
        error as { details?: { errors?: { path?: string[]; message?: string }[] } }
      ).details?.errors?.some(
        (fieldError) => fieldError.path?.[0] === 'name' && fieldError.message === 'This attribute must be unique',
      );
      if (isUniqueViolation(error) || strapiUniqueCheck) throw nameTaken();
      throw error;
    }
  },

  /**
   * Every pitch as the plan draws it. The public learns whether each is free and, for a taken one, what its exhibitor
   * sells and their first name and initial if they asked for it; staff see the state of its registration (awaiting
   * payment, paid, arrived) and who holds it. The public sees the
   * edition open to it, staff the coming one; without an edition every pitch is free.
   */
  async plan(view: 'public' | 'staff', chosen?: string): Promise<PlanPitch[]> {
    const edition =
      view === 'public'
        ? ((await editions(strapi).publicEdition())?.date ?? null)
        : chosen
          ? (await editions(strapi).edition(chosen)).date
          : await pitchPlan(strapi).staffEdition();
    const rows: {
      name: string;
      street: string;
      number: string | null;
      meters: number | string;
      side: StreetSide | null;
      position: number | null;
      laneAfter: number | string | null;
      status: PitchHoldingStatus | null;
      arrivedAt: unknown;
      documentId: string | null;
      firstName: string | null;
      lastName: string | null;
      saleCategories: unknown;
      nameOnPlan: boolean | number | null;
    }[] = await strapi.db
      .connection(`${TABLES.locations} as l`)
      .leftJoin(`${TABLES.pitchHolders} as h`, (join) => {
        // No edition yet: the comparison with NULL holds for no one (PostgreSQL's dates refuse a year 0 stand-in).
        join.on('h.location_id', 'l.id').andOnVal('h.edition', '=', edition);
      })
      .leftJoin(`${TABLES.registrations} as r`, 'r.id', 'h.registration_id')
      .orderBy('l.id')
      .select(
        'l.name',
        'l.street',
        'l.number',
        'l.meters',
        'l.side',
        'l.position',
        'l.lane_after as laneAfter',
        ...registrationRows.select(
          ['status', 'arrivedAt', 'documentId', 'firstName', 'lastName', 'saleCategories', 'nameOnPlan'],
          'r',
        ),
      );
    return rows.map((row) => {
      const state: PitchState = !row.status
        ? 'free'
        : awaitsPayment(row.status)
          ? 'awaiting-payment'
          : row.arrivedAt
            ? 'arrived'
            : 'confirmed';
      const pitch = {
        name: row.name,
        street: row.street,
        number: row.number || null,
        meters: Number(row.meters),
        side: row.side || null,
        position: row.position ?? null,
        laneAfter: row.laneAfter === null || row.laneAfter === undefined ? null : Number(row.laneAfter),
      };
      // What its holder sells, and their name only if they asked for it: never anyone's who does not hold the pitch.
      const holder = row.status && holdsPitches(row.status) ? row : null;
      return view === 'public'
        ? {
            ...pitch,
            state: state === 'free' ? 'free' : 'taken',
            categories: holder ? storedSaleCategories(holder.saleCategories) : [],
            exhibitor: holder?.nameOnPlan ? nameOnPlan(holder.firstName ?? '', holder.lastName ?? '') : null,
          }
        : {
            ...pitch,
            state,
            holder: row.documentId ? { documentId: row.documentId, name: `${row.lastName} ${row.firstName}` } : null,
          };
    });
  },

  async remove(documentId: string) {
    const pitch = await pitchPlan(strapi).findPitch(documentId);
    if (pitch.holder) throw validationFailed(API_MESSAGES.pitchHeld, 'location-held');
    await strapi.documents(UID).delete({ documentId });
    return pitch;
  },
}));
