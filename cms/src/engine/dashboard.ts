import type { Core } from '@strapi/strapi';
import { perStrapi } from '../lib/per-strapi';
import type { Knex } from 'knex';
import {
  brusselsDay,
  comingEdition,
  dailySeries,
  isActive,
  type DashboardFigures,
  type RegistrationStatus,
  type UndeliveredEmail,
  isPaid,
  isWaitlisted,
} from '@brocante/shared';
import { TABLES } from '../lib/tables';
import { editions } from './editions';
import { registrationRows } from './rows';
import { outbox } from './outbox';

const round = (amount: number) => Math.round(amount * 100) / 100;

/** 1 for a registration whose exhibitor arrived, else 0 (grouped on, in SQLite and PostgreSQL alike). */
const ARRIVED = 'case when r.arrived_at is null then 0 else 1 end';

/**
 * The figures of the admin's first screen, for the coming edition or the one chosen, in a few aggregate queries.
 * Before the committee's first edition: its pitches, all free, the e-mails not delivered, and nothing else.
 */
export const dashboard = perStrapi((strapi: Core.Strapi) => ({
  async figures(chosen?: string, now = new Date()): Promise<DashboardFigures> {
    const knex: Knex = strapi.db.connection;
    const edition = chosen
      ? (await editions(strapi).edition(chosen)).date
      : (comingEdition(await editions(strapi).all(), now)?.date ?? null);
    /** The rows of the edition's query; none while there is no edition. */
    const ofEdition = async <Row>(query: (day: string) => Promise<Row[]>): Promise<Row[]> => (edition ? query(edition) : []);
    const [{ total }] = await knex(TABLES.locations).count({ total: '*' });
    const held = await ofEdition<{ status: RegistrationStatus; arrived: number | string; pitches: number | string }>((day) =>
      knex(`${TABLES.pitchHolders} as h`)
        .join(`${TABLES.registrations} as r`, 'r.id', 'h.registration_id')
        .where('h.edition', day)
        .groupBy('r.status', knex.raw(ARRIVED))
        .select('r.status', knex.raw(`${ARRIVED} as arrived`), knex.raw('count(*) as pitches')),
    );
    /** Pitches held paid or not; `arrived` only counts apart the paid ones (someone given a pitch at the gate is there unpaid). */
    const pitchesIn = (paid: boolean, arrived?: boolean) =>
      held
        .filter((row) => isPaid(row.status) === paid && (arrived === undefined || Boolean(Number(row.arrived)) === arrived))
        .reduce((sum, row) => sum + Number(row.pitches), 0);
    const registrations = await ofEdition<{
      status: RegistrationStatus;
      kind: string;
      count: number | string;
      expected: number | string | null;
      received: number | string | null;
      cash: number | string | null;
    }>((day) =>
      knex(TABLES.registrations)
        .where({ edition: day })
        .groupBy('status', 'kind')
        .select(
          'status',
          'kind',
          knex.raw('count(*) as count'),
          knex.raw('sum(amount) as expected'),
          knex.raw('sum(paid_amount) as received'),
          knex.raw('sum(cash_amount) as cash'),
        ),
    );
    const sum = (rows: typeof registrations, field: 'count' | 'expected' | 'received' | 'cash') =>
      rows.reduce((total, row) => total + Number(row[field] ?? 0), 0);
    const active = registrations.filter((row) => isActive(row.status));
    const [{ due } = { due: 0 }] = await ofEdition<{ due: number | string | null }>((day) =>
      knex(`${TABLES.refunds} as f`)
        .join(`${TABLES.registrations} as r`, 'r.id', 'f.registration_id')
        .where({ 'f.status': 'due', 'r.edition': day })
        .sum({ due: 'f.amount' }),
    );
    const created = await ofEdition<{ createdAt: string | number | Date }>((day) =>
      knex(TABLES.registrations).where({ edition: day }).select('created_at as createdAt'),
    );
    const perDay = new Map<string, number>();
    for (const { createdAt } of created) {
      const day = brusselsDay(new Date(typeof createdAt === 'number' ? createdAt : createdAt));
      perDay.set(day, (perDay.get(day) ?? 0) + 1);
    }
    const days = [...perDay.keys()].sort();
    const undelivered: ({ registrationId: number } & UndeliveredEmail)[] = await outbox(strapi).undeliverableByRegistration();
    const names: { id: number; documentId: string; firstName: string; lastName: string }[] = undelivered.length
      ? await knex(TABLES.registrations)
          .whereIn(
            'id',
            undelivered.map((email) => email.registrationId),
          )
          .select(...registrationRows.select(['id', 'documentId', 'firstName', 'lastName']))
      : [];
    const byId = new Map(names.map((registration) => [Number(registration.id), registration]));
    const free = Number(total) - held.reduce((all, row) => all + Number(row.pitches), 0);
    return {
      pitches: {
        total: Number(total),
        free,
        awaitingPayment: pitchesIn(false),
        paid: pitchesIn(true, false),
        arrived: pitchesIn(true, true),
      },
      money: {
        expected: round(
          sum(
            active.filter((row) => !isWaitlisted(row.status)),
            'expected',
          ),
        ),
        received: round(sum(registrations, 'received')),
        cash: round(sum(registrations, 'cash')),
        refundsDue: round(Number(due ?? 0)),
      },
      waitingList: sum(
        active.filter((row) => isWaitlisted(row.status)),
        'count',
      ),
      kinds: {
        neighbor: sum(
          active.filter((row) => row.kind === 'neighbor'),
          'count',
        ),
        visitor: sum(
          active.filter((row) => row.kind === 'visitor'),
          'count',
        ),
      },
      undeliveredEmails: undelivered.flatMap(({ registrationId, ...email }) => {
        const registration = byId.get(registrationId);
        return registration
          ? [
              {
                documentId: registration.documentId,
                firstName: registration.firstName,
                lastName: registration.lastName,
                ...email,
              },
            ]
          : [];
      }),
      perDay: days.length ? dailySeries(perDay, days[0]!, brusselsDay(now) > days.at(-1)! ? brusselsDay(now) : days.at(-1)!) : [],
    };
  },
}));
