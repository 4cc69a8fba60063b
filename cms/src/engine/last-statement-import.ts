import type { Core } from '@strapi/strapi';

/** When a bank statement was last imported: the reminders say payments are counted up to then. */
const store = (strapi: Core.Strapi) => strapi.store({ type: 'core', name: 'bank-statements' });

export async function lastStatementImport(strapi: Core.Strapi): Promise<Date | null> {
  const value = (await store(strapi).get({ key: 'last-import' })) as string | null;
  return value ? new Date(value) : null;
}

export async function recordStatementImport(strapi: Core.Strapi, at = new Date()): Promise<void> {
  await store(strapi).set({ key: 'last-import', value: at.toISOString() });
}
