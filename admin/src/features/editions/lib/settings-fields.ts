import { COMMUNE_NOTICE_WORKING_DAYS, DEFAULT_SALE_CATEGORIES, type EditionSettings } from '@brocante/shared';
import { fromBrusselsClock, toBrusselsClock } from './brussels-clock';

/** An edition's settings as the form's fields hold them: text, deadlines on the clocks of Brussels. */
export type EditionFields = Record<keyof EditionSettings, string>;

/** The fields in the order the form shows them. */
export const EDITION_FIELD_ORDER = [
  'date',
  'arrivalFrom',
  'arrivalUntil',
  'registrationPrice',
  'neighborPrice',
  'deposit',
  'pitchesPerRegistration',
  'householdRegistrationLimit',
  'neighborRegistrationEnd',
  'visitorRegistrationEnd',
  'registrantCancellationEnd',
  'unpaidGraceDays',
  'reminderDaysBeforeExpiry',
  'noShowRefund',
  'communeNoticeWorkingDays',
  'streetsClosedFrom',
  'streetsClosedUntil',
] as const satisfies readonly (keyof EditionSettings)[];

const amount = (value: number | null) => (value === null ? '' : String(value).replace('.', ','));

export function editionFields(settings: EditionSettings | null): EditionFields {
  return {
    date: settings?.date ?? '',
    arrivalFrom: settings?.arrivalFrom ?? '',
    arrivalUntil: settings?.arrivalUntil ?? '',
    registrationPrice: settings ? amount(settings.registrationPrice) : '',
    neighborPrice: settings ? amount(settings.neighborPrice) : '',
    deposit: settings ? amount(settings.deposit) : '0',
    pitchesPerRegistration: settings ? String(settings.pitchesPerRegistration) : '1',
    householdRegistrationLimit: settings ? String(settings.householdRegistrationLimit) : '1',
    neighborRegistrationEnd: settings ? toBrusselsClock(settings.neighborRegistrationEnd) : '',
    visitorRegistrationEnd: settings ? toBrusselsClock(settings.visitorRegistrationEnd) : '',
    registrantCancellationEnd: settings?.registrantCancellationEnd ? toBrusselsClock(settings.registrantCancellationEnd) : '',
    unpaidGraceDays: settings ? String(settings.unpaidGraceDays) : '',
    reminderDaysBeforeExpiry: settings ? String(settings.reminderDaysBeforeExpiry) : '',
    noShowRefund: String(settings?.noShowRefund ?? false),
    communeNoticeWorkingDays: String(settings?.communeNoticeWorkingDays ?? COMMUNE_NOTICE_WORKING_DAYS),
    streetsClosedFrom: settings?.streetsClosedFrom ?? '',
    streetsClosedUntil: settings?.streetsClosedUntil ?? '',
    // The keys of the categories offered, separated by commas (SaleCategoriesField ticks them).
    saleCategories: (settings?.saleCategories ?? DEFAULT_SALE_CATEGORIES).join(','),
  };
}

/** "12,50" or "12.50" → 12.5; an empty or wrong number is NaN, which the schema refuses in French. */
const number = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.trim().replace(',', '.')));

/** What the schema reads: numbers, instants; an empty neighbors' price or cancellation end is null. */
export function editionInput(fields: EditionFields): Record<keyof EditionSettings, unknown> {
  return {
    date: fields.date,
    arrivalFrom: fields.arrivalFrom,
    arrivalUntil: fields.arrivalUntil,
    registrationPrice: number(fields.registrationPrice),
    neighborPrice: fields.neighborPrice.trim() === '' ? null : number(fields.neighborPrice),
    deposit: number(fields.deposit),
    pitchesPerRegistration: number(fields.pitchesPerRegistration),
    householdRegistrationLimit: number(fields.householdRegistrationLimit),
    neighborRegistrationEnd: fromBrusselsClock(fields.neighborRegistrationEnd),
    visitorRegistrationEnd: fromBrusselsClock(fields.visitorRegistrationEnd),
    registrantCancellationEnd:
      fields.registrantCancellationEnd === '' ? null : fromBrusselsClock(fields.registrantCancellationEnd),
    unpaidGraceDays: number(fields.unpaidGraceDays),
    reminderDaysBeforeExpiry: number(fields.reminderDaysBeforeExpiry),
    noShowRefund: fields.noShowRefund === 'true',
    communeNoticeWorkingDays: number(fields.communeNoticeWorkingDays),
    streetsClosedFrom: fields.streetsClosedFrom === '' ? null : fields.streetsClosedFrom,
    streetsClosedUntil: fields.streetsClosedUntil === '' ? null : fields.streetsClosedUntil,
    saleCategories: fields.saleCategories.split(',').filter(Boolean),
  };
}
