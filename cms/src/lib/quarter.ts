import type { Core } from '@strapi/strapi';
import {
  API_MESSAGES,
  quarterOf,
  type Quarter,
  registrationInputSchema,
  type SaleCategory,
  type StoredQuarter,
} from '@brocante/shared';
import { validationFailed } from './api-errors';
import { currentConnection } from './rows';
import { TABLES } from './tables';

const COMMITTEE = 'api::committee.committee';

/** The committee's fields that describe its quarter (the streets are a list of components). */
export const QUARTER_FIELDS = ['committeeName', 'quarterName', 'commune', 'postalCodes', 'streets'] as const;

/** Every field of the quarter filled in: a committee saved before they existed has none. */
export function describesItsQuarter(committee: object | null | undefined): committee is StoredQuarter {
  if (!committee) return false;
  const fields = committee as Record<string, unknown>;
  return QUARTER_FIELDS.every((field) => {
    const value = fields[field];
    return Array.isArray(value) ? value.length > 0 : Boolean(value);
  });
}

/** The quarter each Strapi last read, with the published version it was read from. */
const readQuarters = new WeakMap<Core.Strapi, { version: string; quarter: Quarter }>();

/**
 * The quarter as the committee published it: a neighbor is checked against what the site shows (a change
 * in the panel counts once published, as on the site). Nothing published, or its quarter not described:
 * the brocante is not configured, as when its configuration is missing. Read for each registration and each
 * batch of e-mails: the published row's id and dates, one plain query, say whether it changed since this process last
 * read it through the document service with its streets (about 5 ms of processor each time). A publication
 * writes that row again, whichever process it came through.
 */
export async function publishedQuarter(strapi: Core.Strapi): Promise<Quarter> {
  const db = await currentConnection(strapi);
  const published = await db(TABLES.committees)
    .whereNotNull('published_at')
    .orderBy('id', 'desc')
    .first('id', 'updated_at', 'published_at');
  const version = published ? [published.id, published.updated_at, published.published_at].map(String).join(' ') : '';
  const known = readQuarters.get(strapi);
  if (known?.version === version) return known.quarter;
  const committee = await strapi.documents(COMMITTEE).findFirst({ status: 'published', populate: ['streets'] });
  if (!describesItsQuarter(committee)) throw validationFailed(API_MESSAGES.configurationMissing, 'committee-missing');
  const quarter = quarterOf(committee);
  readQuarters.set(strapi, { version, quarter });
  return quarter;
}

/**
 * The registration form's schema for the published quarter and the categories of what is sold its edition offers,
 * built again only when its streets, postal codes or categories change: building zod's checks (then compiling them at
 * their first use) cost a registration 1.4 ms, running them 0.1.
 */
let cachedSchema: { quarter: string; schema: ReturnType<typeof registrationInputSchema> } | null = null;
export function registrationSchema(quarter: Quarter, offered: readonly SaleCategory[]) {
  const key = JSON.stringify([quarter.streets, quarter.postalCodes, offered]);
  if (cachedSchema?.quarter !== key) cachedSchema = { quarter: key, schema: registrationInputSchema(quarter, offered) };
  return cachedSchema.schema;
}
