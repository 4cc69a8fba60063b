import type { Core } from '@strapi/strapi';
import { STAFF_ROLES } from '@brocante/shared';
import { DEMO_EDITOR, DEMO_TEAM } from './demo-accounts';
import { ensureWaitingLineOf } from '../engine/waiting-line';
import { teamSettings } from '../engine/team-settings';
import { SEED_QUARTER } from './seed-committee-pages';
import { DEMO_POSTS } from './demo-posts';
import { uploadDemoCover } from './demo-covers';

/** Third Sunday of April of the coming spring. */
export function comingSpringBrocanteDate(now: Date): string {
  const year = now.getUTCMonth() >= 3 ? now.getUTCFullYear() + 1 : now.getUTCFullYear();
  const firstOfApril = new Date(Date.UTC(year, 3, 1));
  const firstSunday = 1 + ((7 - firstOfApril.getUTCDay()) % 7);
  return new Date(Date.UTC(year, 3, firstSunday + 14)).toISOString().slice(0, 10);
}

/** 23:59 in Brussels (summer or winter time), `daysBefore` the brocante. */
function deadline(brocanteDate: string, daysBefore: number): string {
  const day = new Date(`${brocanteDate}T00:00:00.000Z`);
  day.setUTCDate(day.getUTCDate() - daysBefore);
  const ymd = day.toISOString().slice(0, 10);
  const brusselsTime = new Intl.DateTimeFormat('fr-BE', { timeZone: 'Europe/Brussels', hour: '2-digit', minute: '2-digit' });
  const candidates = ['21:59', '22:59'].map((utc) => new Date(`${ymd}T${utc}:00.000Z`));
  return (candidates.find((candidate) => brusselsTime.format(candidate) === '23:59') ?? candidates[1]!).toISOString();
}

/** The committee's fictional account and next spring's brocante, open to registrations. */
async function seedEdition(strapi: Core.Strapi, now: Date) {
  if (!(await strapi.db.query('api::committee-account.committee-account').findOne({})))
    await strapi.db.query('api::committee-account.committee-account').create({
      data: {
        debtorName: 'Comité de quartier des Trois Tilleuls ASBL',
        debtorIban: 'BE21001234567803',
        debtorBic: 'GEBABEBB',
        statementDelayWorkingDays: 3,
      },
    });
  if (await strapi.db.query('api::edition.edition').findOne({})) return;
  const date = comingSpringBrocanteDate(now);
  const edition = await strapi.db.query('api::edition.edition').create({
    data: {
      date,
      state: 'open',
      registrationPrice: 15,
      neighborRegistrationEnd: deadline(date, 30),
      visitorRegistrationEnd: deadline(date, 7),
      unpaidGraceDays: 21,
      reminderDaysBeforeExpiry: 5,
      householdRegistrationLimit: 2,
    },
  });
  await ensureWaitingLineOf(strapi.db.connection, String(edition.date));
}

/** 30 pitches, 10 per street: 8 in front of a house, 2 at the street's end. */
export function demoPitches() {
  const prefixes = ['A', 'R', 'S'];
  return SEED_QUARTER.streets
    .map(({ name }) => name)
    .flatMap((street, streetIndex) =>
      Array.from({ length: 10 }, (_, index) => ({
        name: `${prefixes[streetIndex]}${index + 1}`,
        street,
        number: index < 8 ? String(index * 2 + 1) : '',
        meters: 3,
        description: index < 8 ? `Devant le n° ${index * 2 + 1}` : 'Au bout de la rue, près des arbres',
      })),
    );
}

async function seedPitches(strapi: Core.Strapi) {
  if ((await strapi.documents('api::location.location').count({})) > 0) return;
  for (const pitch of demoPitches()) {
    await strapi.documents('api::location.location').create({ data: pitch as never });
  }
}

async function seedPosts(strapi: Core.Strapi) {
  for (const post of DEMO_POSTS) {
    const existing = await strapi.documents('api::post.post').findFirst({ filters: { slug: post.slug }, status: 'draft' });
    if (existing) continue;
    const { cover, ...content } = post;
    const coverId = await uploadDemoCover(strapi, post.slug.replace(/\//g, '-'), cover);
    await strapi
      .documents('api::post.post')
      .create({ data: { ...content, cover: coverId, coverAlt: cover.alt } as never, status: 'published' });
  }
}

/**
 * The demo's team, whose passwords the README gives to everyone who tries it: no second factor asked of it (one
 * enrolled by a visitor would lock the next out), until its coordination asks it in « Équipe ».
 */
async function seedTeam(strapi: Core.Strapi) {
  await teamSettings(strapi).setUnlessSet({ secondFactorRequired: false });
  const users = strapi.plugin('users-permissions').service('user');
  for (const role of STAFF_ROLES) {
    const volunteer = DEMO_TEAM[role];
    if (await strapi.db.query('plugin::users-permissions.user').findOne({ where: { email: volunteer.email } })) continue;
    const { id } = await strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: role } });
    await users.add({ ...volunteer, provider: 'local', confirmed: true, blocked: false, role: id });
  }
}

async function seedEditor(strapi: Core.Strapi) {
  const admins = strapi.service('admin::user');
  if (await admins.exists({ email: DEMO_EDITOR.email })) return;
  const editorRole = await strapi.service('admin::role').findOne({ code: 'strapi-editor' });
  await admins.create({ ...DEMO_EDITOR, isActive: true, registrationToken: null, roles: [editorRole.id] });
}

/** Demo content for development and tests, written once (each part checks before writing). */
export async function seedDemo(strapi: Core.Strapi, now = new Date()): Promise<void> {
  await seedEdition(strapi, now);
  await seedPitches(strapi);
  await seedPosts(strapi);
  await seedTeam(strapi);
  await seedEditor(strapi);
}
