import type { Core } from '@strapi/strapi';
import { API_MESSAGES, quarterOf, type Quarter, registrationInputSchema, type StoredQuarter } from '@brocante/shared';
import { validationFailed } from './api-errors';

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

/**
 * The quarter as the committee published it: a neighbour is checked against what the site shows (a change
 * in the panel counts once published, as on the site). Nothing published, or its quarter not described:
 * the brocante is not configured, as when its configuration is missing.
 */
export async function publishedQuarter(strapi: Core.Strapi): Promise<Quarter> {
  const committee = await strapi.documents(COMMITTEE).findFirst({ status: 'published', populate: ['streets'] });
  if (!describesItsQuarter(committee)) throw validationFailed(API_MESSAGES.configurationMissing, 'committee-missing');
  return quarterOf(committee);
}

/**
 * The registration form's rules for the published quarter, built again only when its streets or postal codes change:
 * building zod's checks (then compiling them at their first use) cost a registration 1.4 ms, running them 0.1.
 */
let formRules: { quarter: string; schema: ReturnType<typeof registrationInputSchema> } | null = null;
export function registrationRules(quarter: Quarter) {
  const key = JSON.stringify([quarter.streets, quarter.postalCodes]);
  if (formRules?.quarter !== key) formRules = { quarter: key, schema: registrationInputSchema(quarter) };
  return formRules.schema;
}
