import type { RegistrationInput } from '@brocante/shared';
import type { Core } from '@strapi/strapi';
import { perStrapi } from '../lib/per-strapi';
import type { Knex } from 'knex';
import { TABLES } from '../lib/tables';
import { editions } from './editions';
import { registrationRows } from './rows';

/** A field of the form the anonymisation keeps: it names no one, and the committee's accounts and figures read it. */
const KEPT = Symbol('kept');

/**
 * What the anonymisation leaves of each field of the public form (registration n° `id`): its erased value, or KEPT. A
 * field added to the form fails to compile here until it is decided (docs/domain-rules.md, « Un champ de plus au
 * formulaire d'inscription »).
 */
const ERASED_FIELDS = (id: number): { [Field in keyof RegistrationInput]-?: RegistrationInput[Field] | typeof KEPT } => ({
  kind: KEPT,
  firstName: 'Anonyme',
  lastName: `n° ${id}`,
  email: `anonyme-${id}@invalid.example`,
  phone: '',
  street: '',
  houseNumber: '',
  postalCode: KEPT,
  city: '',
  comment: '',
  pitchCount: KEPT,
  acceptsRules: KEPT,
  acceptsPrivacy: KEPT,
  // Whether the box was ticked, which names no one; the consent itself is kept apart (invitations.ts).
  wantsInvitation: KEPT,
  language: KEPT,
  saleCategories: KEPT,
  // No name to show on the public plan any more: the choice goes with the name.
  nameOnPlan: false,
});

/**
 * Personal data of these registrations replaced, for good: names, contact details, address and
 * comment, the e-mails sent to them, the payer details of their bank lines and refunds, and the private link.
 * Amounts, statuses, dates and the history's lines (which hold no personal data) stay for the
 * committee's accounts.
 */
export async function anonymiseRegistrations(
  knex: Knex | Knex.Transaction,
  rows: { id: number; email: string }[],
  now = new Date(),
) {
  if (!rows.length) return;
  const ids = rows.map((row) => row.id);
  await knex(TABLES.emailMessages)
    .where((query) =>
      query.whereIn('registration_id', ids).orWhereIn(
        'to',
        rows.map((row) => row.email),
      ),
    )
    .delete();
  await knex(TABLES.bankTransactions)
    .whereIn('id', knex(TABLES.bankTransactionRegistrations).whereIn('registration_id', ids).select('bank_transaction_id'))
    .update({ counterparty_name: '', counterparty_account: '', communication: '' });
  await knex(TABLES.refunds).whereIn('registration_id', ids).update({ payer_name: '', payer_iban: '' });
  for (const id of ids) {
    const erased = Object.fromEntries(Object.entries(ERASED_FIELDS(id)).filter(([, value]) => value !== KEPT));
    await knex(TABLES.registrations)
      .where({ id })
      .update(registrationRows.row({ ...erased, accessKeyHash: null, anonymisedAt: now }));
  }
}

/** What the privacy page promises about registrations: personal data of past editions erased for good. */
export const privacy = perStrapi((strapi: Core.Strapi) => ({
  /**
   * Registrations of past editions (editions before the coming brocante, and before `editionsBefore`
   * when given) are anonymised; their private links stop working. Staff ask for it once the accounts
   * are closed; the daily retention task does it six months after each edition at the latest.
   */
  async anonymisePastEditions(editionsBefore?: string) {
    const { date: coming } = await editions(strapi).chosenEdition();
    const before = editionsBefore && editionsBefore < coming ? editionsBefore : coming;
    return strapi.db.transaction(async ({ trx }) => {
      const knex: Knex.Transaction = trx;
      const past = await knex(TABLES.registrations)
        .where('edition', '<', before)
        .whereNull(registrationRows.column('anonymisedAt'))
        .select('id', 'email');
      // A thousand at a time: a whole large edition's list passed the databases' limit of parameters.
      for (let start = 0; start < past.length; start += 1000) await anonymiseRegistrations(knex, past.slice(start, start + 1000));
      return { anonymised: past.length };
    });
  },
}));
